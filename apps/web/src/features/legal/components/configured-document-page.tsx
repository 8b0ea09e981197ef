import type { ConfiguredDocument } from '../content/types';
import { ConfigGate } from './config-gate';
import { DocumentBody } from './document-body';
import { StaticPage } from './static-page';

/** A legal page: its frame shows at once, its text once the configuration (e-mail, governing law) is in. */
export function ConfiguredDocumentPage({ document }: { document: ConfiguredDocument }) {
  return (
    <StaticPage title={document.title} description={document.description}>
      <ConfigGate>
        {(config) => (
          <DocumentBody
            document={{
              ...document,
              ...document.content({ contactEmail: config.contactEmail, governingLaw: config.governingLaw }),
            }}
          />
        )}
      </ConfigGate>
    </StaticPage>
  );
}
