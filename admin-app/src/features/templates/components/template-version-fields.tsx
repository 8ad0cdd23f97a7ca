import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { CreateTemplateRequest, TemplateTranslationLanguage } from 'shared-api';
import { FormTextField } from 'shared-ui/forms';
import { HtmlBodyField } from '../../../components/html-body-field';
import { LANGUAGE_TAB_NAMES } from '../../../components/language-tabs';
import type { TemplateFormValues } from './template-form-values';

interface TemplateVersionFieldsProps {
  control: Control<TemplateFormValues, unknown, CreateTemplateRequest>;
  setValue: UseFormSetValue<TemplateFormValues>;
  language: TemplateTranslationLanguage;
}

/**
 * A Dutch or French version: optional, its subject and body checked like the English once either
 * is filled in. It can start as a copy of the English, to translate in place, and be removed.
 */
export const TemplateVersionFields = ({
  control,
  setValue,
  language,
}: TemplateVersionFieldsProps) => {
  const name = LANGUAGE_TAB_NAMES[language];
  const body = useController({ control, name: `translations.${language}.body` });
  const version = useWatch({ control, name: `translations.${language}` });
  const english = useWatch({ control, name: ['subject', 'body'] });
  const isEmpty = !version?.subject?.trim() && !version?.body?.trim();
  const replace = (next: { subject: string; body: string }) =>
    setValue(`translations.${language}`, next, { shouldDirty: true, shouldValidate: false });

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          Optional. Members who read the site in {name} get this version; without one, they get the
          English.
        </Typography>
        {isEmpty ? (
          <Button
            variant="outlined"
            onClick={() => replace({ subject: english[0] ?? '', body: english[1] ?? '' })}
          >
            Start from the English
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            onClick={() => replace({ subject: '', body: '' })}
          >
            Remove {name} Version
          </Button>
        )}
      </Box>
      <FormTextField
        control={control}
        name={`translations.${language}.subject`}
        label={`Email Subject (${name})`}
      />
      <HtmlBodyField
        label={`Body (HTML, ${name})`}
        value={body.field.value ?? ''}
        onChange={body.field.onChange}
        viewsLabel={`${name} body view`}
        previewSx={{ minHeight: 320, overflowWrap: 'anywhere' }}
        error={body.fieldState.error?.message}
      />
    </Stack>
  );
};
