import { describe, expect, it } from 'vitest';
import { changedLines, LocalizationFileError, linesOfFile, shownText, typeDraft } from './translation-drafts';

describe('translation drafts', () => {
  it('sends only the lines whose text differs from the saved one', () => {
    let drafts = typeDraft({}, 'Cancel', 'Annuler', 'Annuler !');
    drafts = typeDraft(drafts, 'Save changes', null, 'Enregistrer');
    drafts = typeDraft(drafts, 'Delete', 'Supprimer', 'Supprimer');
    expect(changedLines(drafts)).toEqual({ Cancel: 'Annuler !', 'Save changes': 'Enregistrer' });
  });

  it('forgets a line typed back to its saved text', () => {
    let drafts = typeDraft({}, 'Cancel', 'Annuler', 'Annul');
    drafts = typeDraft(drafts, 'Cancel', 'Annuler', 'Annuler');
    expect(changedLines(drafts)).toEqual({});
    expect(drafts).toEqual({});
  });

  it('sends an emptied translation as an empty text, which removes it', () => {
    expect(changedLines(typeDraft({}, 'Cancel', 'Annuler', ''))).toEqual({ Cancel: '' });
  });

  it('keeps the text a line started from while it is edited again', () => {
    let drafts = typeDraft({}, 'Cancel', 'Annuler', 'A');
    // A reload after another save elsewhere does not move the base of a line being typed.
    drafts = typeDraft(drafts, 'Cancel', 'Changed meanwhile', 'Annuler');
    expect(changedLines(drafts)).toEqual({});
  });

  it('shows what was typed, else the saved text, else nothing', () => {
    const drafts = typeDraft({}, 'Cancel', null, 'Annuler');
    expect(shownText(drafts, 'Cancel', null)).toBe('Annuler');
    expect(shownText(drafts, 'Delete', 'Supprimer')).toBe('Supprimer');
    expect(shownText(drafts, 'Back', null)).toBe('');
  });
});

describe('a localization file', () => {
  it('reads the lines of a downloaded file', () => {
    const file = JSON.stringify({
      language: 'fr',
      name: 'Français',
      lines: { Cancel: 'Annuler', Delete: '' },
    });
    expect(linesOfFile(file)).toEqual({ lines: { Cancel: 'Annuler', Delete: '' } });
  });

  it.each([
    ['text that is not JSON', 'Cancel=Annuler', 'The file is not JSON.'],
    ['JSON without lines', '{"Cancel": "Annuler"}', 'The file has no “lines”'],
    ['lines that are not texts', '{"lines": {"Cancel": 3}}', 'The file has no “lines”'],
  ])('refuses %s before sending it', (_, text, message) => {
    expect(() => linesOfFile(text)).toThrow(LocalizationFileError);
    expect(() => linesOfFile(text)).toThrow(message);
  });
});
