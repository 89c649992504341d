import { describe, expect, it } from 'vitest';
import { authStoryData } from '../storybook/auth-story-data';
import { socialSignInOutcome } from './social-sign-in-outcome';

const signedIn = authStoryData({ signedIn: 'listener' });
const guest = authStoryData();

describe('socialSignInOutcome', () => {
  it('signs in with the bootstrap data of a SUCCESS', () => {
    expect(socialSignInOutcome({ status: 'SUCCESS', callbackData: { bootstrapData: signedIn } })).toEqual({
      type: 'signed-in',
      bootstrapData: signedIn,
    });
  });

  it('fails a SUCCESS that carries no signed-in user', () => {
    expect(socialSignInOutcome({ status: 'SUCCESS', callbackData: { bootstrapData: guest } })).toEqual({
      type: 'failed',
      message: null,
    });
    expect(socialSignInOutcome({ status: 'SUCCESS' })).toEqual({
      type: 'failed',
      message: null,
    });
  });

  it('goes on to the redirect target when the visitor was already signed in', () => {
    expect(socialSignInOutcome({ status: 'ALREADY_LOGGED_IN' })).toEqual({
      type: 'signed-in',
      bootstrapData: null,
    });
  });

  it('asks for the password of the existing account', () => {
    expect(socialSignInOutcome({ status: 'REQUEST_PASSWORD' })).toEqual({ type: 'password-required' });
  });

  it("carries the popup's error message, or none for the fallback", () => {
    expect(
      socialSignInOutcome({ status: 'ERROR', callbackData: { errorMessage: 'Sign-in was cancelled.' } }),
    ).toEqual({ type: 'failed', message: 'Sign-in was cancelled.' });
    expect(socialSignInOutcome({ status: 'ERROR', callbackData: { errorMessage: null } })).toEqual({
      type: 'failed',
      message: null,
    });
    expect(socialSignInOutcome({ status: 'ERROR', callbackData: { errorMessage: '' } })).toEqual({
      type: 'failed',
      message: null,
    });
    expect(socialSignInOutcome({ status: 'ERROR' })).toEqual({ type: 'failed', message: null });
  });

  it('does nothing when the popup was closed without a result', () => {
    expect(socialSignInOutcome(null)).toEqual({ type: 'dismissed' });
  });
});
