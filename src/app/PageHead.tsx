export interface PageHeadProps {
  /** The document title. */
  title: string;
  /** The meta description search engines show. */
  description: string;
}

/** Title and description of a page; React places them in the document head. */
export function PageHead({ title, description }: PageHeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
