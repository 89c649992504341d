import { describe, expect, it } from 'vitest';
import {
  changesBetween,
  draftFromValues,
  hasInvalidSections,
  setCustomCode,
  setSeoTemplate,
  updateLanding,
} from '../appearance-draft';
import { appearanceStoryValues } from '../storybook/appearance-story-values';

const saved = draftFromValues(appearanceStoryValues());

describe('what Save sends for the SEO, custom code and landing page sections', () => {
  it('sends only the SEO pages that changed, a reset page as null', () => {
    const customised = setSeoTemplate(saved, 'artist', { title: '{{artist.name}}', description: '' });
    expect(changesBetween(saved, customised)).toEqual({
      seo: { artist: { title: '{{artist.name}}', description: '' } },
    });
    expect(changesBetween(customised, setSeoTemplate(customised, 'artist', null))).toEqual({
      seo: { artist: null },
    });
  });

  it('sends the custom code and the landing page whole when they changed, and nothing when undone', () => {
    const edited = updateLanding(setCustomCode(saved, 'css', 'a {}'), { show_pricing: true });
    const changes = changesBetween(saved, edited);
    expect(changes?.custom_code).toEqual({ css: 'a {}', html: '' });
    expect(changes?.landing?.show_pricing).toBe(true);
    const undone = updateLanding(setCustomCode(edited, 'css', ''), { show_pricing: false });
    expect(changesBetween(saved, undone)).toBeNull();
  });

  it('holds Save back while a template names an unknown field, CSS closes its element or a button has no label', () => {
    expect(hasInvalidSections(saved)).toBe(false);
    expect(
      hasInvalidSections(setSeoTemplate(saved, 'track', { title: '{{artist.bio}}', description: '' })),
    ).toBe(true);
    expect(hasInvalidSections(setCustomCode(saved, 'css', '</style>'))).toBe(true);
    expect(hasInvalidSections(updateLanding(saved, { actions: [{ label: ' ', url: '/discover' }] }))).toBe(
      true,
    );
  });
});
