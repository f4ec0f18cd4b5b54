/**
 * The parts of the site a reader moves between, as the header lists them: the rules, then the
 * practice room (the table, the trainer, the exam, progress), and the match kept at a real table. One list for the inline navigation
 * and the menu of narrow screens.
 */
export type AppSection = 'rules' | 'table' | 'match' | 'trainer' | 'exam' | 'progress';

const APP_SECTIONS: readonly AppSection[] = ['rules', 'table', 'match', 'trainer', 'exam', 'progress'];

export interface SectionLink {
  readonly section: AppSection;
  readonly href: string;
  readonly label: string;
  /** the page shown is in this section */
  readonly current: boolean;
}

/** The path of a section's first page in a language (`/en/rules/general/`, `/ru/trainer/`). */
export function sectionHref(lang: string, section: AppSection): string {
  return section === 'rules' ? `/${lang}/rules/general/` : `/${lang}/${section}/`;
}

/** Which section a path belongs to (`/en/s/?v1…` is the table's), or null (the landing page). */
export function sectionOf(pathname: string): AppSection | null {
  const part = pathname.split('/').filter(Boolean)[1] ?? '';
  if (part === 's') return 'table';
  return (APP_SECTIONS as readonly string[]).includes(part) ? (part as AppSection) : null;
}

/** The header's links for a page, each with its words (`nav.<section>` of the site's strings). */
export function appSections(lang: string, pathname: string, t: (key: string) => string): SectionLink[] {
  const here = sectionOf(pathname);
  return APP_SECTIONS.map((section) => ({
    section,
    href: sectionHref(lang, section),
    label: t(`nav.${section}`),
    current: section === here,
  }));
}
