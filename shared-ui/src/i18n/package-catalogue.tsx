import { registerCatalogue, type Catalogue } from './catalogues';
import { RichText, type RichTextProps } from './rich-text';
import { messageKey, useTranslate, type Translate } from './translate';

/**
 * Registers a package's catalogue and gives its translating helpers, typed by its English keys:
 * `useT()('home.hero.title')`, `key('…')` for a list drawn later, `<T id="…" components={…} />`
 * for a message with links inside.
 */
export const packageCatalogue = <Id extends string>(catalogue: Catalogue) => {
  registerCatalogue(catalogue);
  const useT = (): Translate<Id> => useTranslate<Id>();
  const key = (id: Id): Id => messageKey(id);
  const T = (props: RichTextProps<Id>) => <RichText {...props} />;
  return { useT, key, T };
};
