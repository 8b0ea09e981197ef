/** A paragraph (with [label](href) links) or a bulleted list of them. */
export type Block = string | { list: string[] };

export interface DocumentSection {
  heading: string;
  blocks: Block[];
}

/** A static page as data: what the page renders, and what search results show. */
export interface StaticDocument {
  title: string;
  description: string;
  intro?: Block[];
  sections: DocumentSection[];
}

/** Values that come from GET /api/config rather than from the copy. */
export interface ContentContext {
  contactEmail: string;
  governingLaw: string;
}

/** A document whose text needs configuration (contact e-mail, governing law); its title does not. */
export interface ConfiguredDocument extends Pick<StaticDocument, 'title' | 'description'> {
  content: (context: ContentContext) => Pick<StaticDocument, 'intro' | 'sections'>;
}

/** SPEC §2, §9: every static page shows this date. */
export const EFFECTIVE_DATE = 'March 17, 2025';
export const EFFECTIVE_DATE_ISO = '2025-03-17';

export const LOCATION = 'Bengaluru, Karnataka, India';

export const mailLink = (email: string) => `[${email}](mailto:${email})`;
