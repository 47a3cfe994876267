import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's scale runs 0 (guessed at once) to 4; 3 means about 10^8 guesses, out of reach of an
 * online attack under our sign-in limits. Its dictionaries ship in the package: nothing is fetched.
 */
const MINIMUM_SCORE = 3;

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** Why a new password is refused (a common password, a keyboard walk, a date…), or null if it is fine. */
export async function weakPasswordReason(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  const result = await estimator.check(password, userInputs);
  if (result.score >= MINIMUM_SCORE) return null;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `is too easy to guess${hint ? `: ${hint}` : ''}`;
}
