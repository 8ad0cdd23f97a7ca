import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageValues } from './translate';

export interface RichTextProps<Id extends string> {
  id: Id;
  values?: MessageValues;
  /** The elements a message's numbered tags wrap: "Read the <0>terms</0>" and {0: <Link … />}. */
  components: Record<string, ReactElement>;
}

/** A message with links or emphasis inside it, in the language shown. */
export const RichText = <Id extends string>({ id, values, components }: RichTextProps<Id>) => (
  <Trans id={id} values={values} components={components} />
);
