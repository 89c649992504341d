import { bootstrapDataSchema, registerResponseSchema } from '@tonearm/client/contract';
import { TestVisitor } from './test-visitor';

/** Registers `email` the way the register form does, ticking every policy the site's settings list. */
export async function registerListener(
  baseUrl: string,
  email: string,
  password: string,
): Promise<TestVisitor> {
  const visitor = await new TestVisitor(baseUrl).open();
  const settings = bootstrapDataSchema.parse((await visitor.get('/api/v1/bootstrap-data')).json).settings;
  const policies = Object.fromEntries(
    (settings.registration?.policies ?? []).map((policy) => [String(policy.id), true]),
  );
  const answer = await visitor.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies,
  });
  if (answer.status !== 200)
    throw new Error(`Registering ${email} answered ${answer.status}: ${answer.text}`);
  // A sign-up waiting for its address to be confirmed comes back as a guest and signs in as its owner would.
  if (registerResponseSchema.parse(answer.json).bootstrapData.user === null) {
    const signIn = await visitor.post('/auth/login', { email, password, remember: false });
    if (signIn.status !== 200)
      throw new Error(`Signing ${email} in answered ${signIn.status}: ${signIn.text}`);
  }
  return visitor;
}
