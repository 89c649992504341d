import { describe, expect, it } from 'vitest';
import { isInFooter, withFooterLink, withoutFooterLinks } from './footer-links';

const page = { id: 7, slug: 'about-us', title: 'About us' };
const footer = (items: object[]) => ({ id: 'footer', name: 'Footer', positions: ['footer'], items });
const item = (action: string) => ({ id: action, label: 'Link', type: 'route', action });

describe('footer links of custom pages', () => {
  it('reads a link by slug in any case or by id as linking the page', () => {
    expect(isInFooter([footer([item('/pages/About-Us')])], page)).toBe(true);
    expect(isInFooter([footer([item('/pages/7/old-slug')])], page)).toBe(true);
    expect(isInFooter([footer([item('/pages/about-us-2')])], page)).toBe(false);
    // Only the footer's menus count.
    expect(isInFooter([{ ...footer([item('/pages/about-us')]), positions: ['sidebar-primary'] }], page)).toBe(
      false,
    );
  });

  it('makes a footer menu when the site has none, keeping menus it cannot read', () => {
    const unreadable = { id: 'odd', positions: 'not-a-list' };
    const menus = withFooterLink([unreadable], page, true);
    expect(menus[0]).toBe(unreadable);
    expect(menus[1]).toEqual(
      footer([{ id: 'custom-page-7', label: 'About us', type: 'route', action: '/pages/about-us' }]),
    );
  });

  it('moves an existing link to a new slug, keeping its label and place', () => {
    const menus = [footer([item('/contact'), { ...item('/pages/old-slug'), label: 'Who we are' }])];
    const moved = withFooterLink(menus, page, true, { id: 7, slug: 'old-slug' }) as { items: object[] }[];
    expect(moved[0]?.items).toEqual([
      item('/contact'),
      { ...item('/pages/old-slug'), label: 'Who we are', action: '/pages/about-us' },
    ]);
  });

  it('removes every link to the page when unlinked or deleted', () => {
    const menus = [footer([item('/pages/about-us'), item('/pages/7/about-us'), item('/contact')])];
    expect((withFooterLink(menus, page, false) as { items: object[] }[])[0]?.items).toEqual([
      item('/contact'),
    ]);
    expect((withoutFooterLinks(menus, [page]) as { items: object[] }[])[0]?.items).toEqual([
      item('/contact'),
    ]);
  });
});
