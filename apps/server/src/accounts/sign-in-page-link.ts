/** The sign-in page with `email` filled in, under the site's own address `base`. */
export function signInPageLink(base: string, email: string): string {
  return `${base}/login?email=${encodeURIComponent(email)}`;
}
