import type { CustomPageInput } from '../custom-pages/custom-page-store';

/** A page every new account must accept at registration (doc 000 §2). */
export interface PolicyPageSeed extends CustomPageInput {
  /** The checkbox reads "I accept the {policyName}". */
  policyName: string;
}

const PRIVACY_POLICY = `
<p>This policy explains what personal data Tonearm collects when you listen, subscribe or upload music, why we
collect it, and the choices you have. It applies to the website, the web player and the API.</p>

<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: your email address, your name if you give it, your password (stored only as an
argon2id hash), your language, country and time zone, and your avatar if you upload one.</li>
<li><strong>Listening activity</strong>: the tracks, albums and playlists you play, like, follow or add to your
library, so we can keep your history and recommend music.</li>
<li><strong>Billing details</strong>: the plan you choose and the state of your subscription. Card and bank details
go straight to our payment provider; we never see or store your full card number.</li>
<li><strong>Device and session details</strong>: your IP address, browser, operating system and approximate
location, shown to you under active sessions so you can spot a login that is not yours.</li>
<li><strong>Messages you send us</strong> through the contact, suggest-artist and import-playlist forms.</li>
</ul>

<h2>How we use it</h2>
<ul>
<li>to run your account, stream music to you and keep your library and playlists;</li>
<li>to bill your subscription and tell you about renewals, failed payments and cancellations;</li>
<li>to send the notifications you choose in your notification settings;</li>
<li>to pay and inform artists, who see play counts and listener numbers, never who you are;</li>
<li>to protect the service: throttling repeated failed logins, detecting abuse and answering security incidents.</li>
</ul>

<h2>Cookies</h2>
<p>We use a session cookie that keeps you signed in, a security token cookie that protects your forms against
cross-site requests, and cookies that remember your preferences such as the light or dark theme. We do not use
third-party advertising cookies unless the site owner enables ads, and the cookie notice tells you when they do.</p>

<h2>Who we share it with</h2>
<p>We do not sell your personal data. We share only what is needed with the services that help us run Tonearm: the
payment provider that bills your subscription, the mail service that delivers our emails and the hosting provider
that runs our servers. We disclose data to authorities only when the law requires it.</p>

<h2>How long we keep it</h2>
<p>We keep your account data for as long as your account exists. When you delete your account in your account
settings, we delete your profile, library, playlists and sessions at once; billing records are kept for as long as
tax law requires. Server logs are kept for at most 90 days.</p>

<h2>Your rights</h2>
<p>You can see and correct your details in your account settings at any time, download your data by asking us, and
delete your account yourself. Depending on where you live you may also object to or restrict some processing, and
complain to your data protection authority.</p>

<h2>Security</h2>
<p>Passwords are hashed, connections are encrypted when the site is served over HTTPS, and you can turn on
two-factor authentication and sign out other sessions from your account settings.</p>

<h2>Children</h2>
<p>Tonearm is not meant for children under 13, and we do not knowingly collect their data.</p>

<h2>Changes and contact</h2>
<p>If we change this policy in a way that matters, we will tell you by email or in the app before the change takes
effect. Questions about your data are welcome through the <a href="/contact">contact page</a>.</p>
`;

const TERMS_OF_SERVICE = `
<p>These terms are the agreement between you and the operator of Tonearm. By creating an account or using the
service you accept them. Please read them together with our <a href="/pages/privacy-policy">Privacy Policy</a>.</p>

<h2>Your account</h2>
<p>You must be at least 13 years old and give a valid email address. Keep your password to yourself: you are
responsible for what happens in your account. Tell us at once if you think someone else has used it.</p>

<h2>Plans, billing and cancellation</h2>
<ul>
<li>The Free plan lets you listen with ads and some limits. Paid plans remove them as described on the pricing
page.</li>
<li>Paid plans renew automatically at the end of each billing period, monthly or yearly as you chose, until you
cancel.</li>
<li>You can cancel at any time from the billing page. Your plan then stays active until the end of the period you
paid for and is not renewed. We do not refund partial periods unless the law requires it.</li>
<li>If a renewal payment fails, we retry it for a short time; if it keeps failing, your plan ends.</li>
<li>We may change prices; a new price applies to you only from your next renewal, after we have told you.</li>
</ul>

<h2>Using the music</h2>
<p>We give you a personal, non-commercial, non-transferable right to stream the music on Tonearm. You may not copy,
record, redistribute or publicly perform it, get around the limits of your plan or any protection of the content,
or use bots to inflate play counts.</p>

<h2>Music and content you upload</h2>
<p>If you upload music, artwork, lyrics or comments, you keep your rights in them and allow us to store, stream and
show them on Tonearm for as long as they are published. You promise that you own them or have every licence
needed. We remove content that infringes someone else's rights when we are told about it, and close the accounts of
repeat infringers.</p>

<h2>Acceptable use</h2>
<p>Do not use Tonearm to harass people, share unlawful content, send spam, attack or overload the service, or access
accounts or data that are not yours. Personal access tokens for the API follow the same rules.</p>

<h2>Workspaces</h2>
<p>A workspace owner decides who is invited. Anything you share in a workspace can be seen by its members.</p>

<h2>Ending the agreement</h2>
<p>You can delete your account at any time from your account settings. We may suspend or close an account that
breaks these terms; when we can, we tell you why first.</p>

<h2>Liability</h2>
<p>We work to keep Tonearm available, but we provide it as it is and cannot promise it will always be free of
interruptions or errors. Nothing in these terms limits rights you have as a consumer that cannot be limited by
law.</p>

<h2>Changes and contact</h2>
<p>We may update these terms. If a change matters, we will tell you before it takes effect; if you keep using
Tonearm afterwards, the new terms apply. Questions are welcome through the <a href="/contact">contact page</a>.</p>
`;

/** The legal pages of an empty database; each also becomes a registration policy. */
export const LEGAL_PAGES: PolicyPageSeed[] = [
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    policyName: 'Terms of Service',
    body: TERMS_OF_SERVICE.trim(),
    set_seo: true,
    seo: {
      title: 'Terms of Service',
      description: 'The rules for using Tonearm: accounts, plans and billing, music you stream and upload.',
    },
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    policyName: 'Privacy Policy',
    body: PRIVACY_POLICY.trim(),
    set_seo: true,
    seo: {
      title: 'Privacy Policy',
      description:
        'What personal data Tonearm collects, why, who it is shared with and the choices you have.',
    },
  },
];
