import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useUiT } from '../i18n/own-messages';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormPasswordFieldProps<T extends FieldValues, O = T> = Omit<
  FormTextFieldProps<T, O>,
  'type' | 'endAdornment' | 'label' | 'select' | 'multiline' | 'children'
> & { label: string };

/**
 * A password bound to a form, with a show/hide button named after the field ('Show new
 * password'). Its help (the password rules) shows until a message replaces it.
 */
export const FormPasswordField = <T extends FieldValues, O = T>({
  label,
  ...props
}: FormPasswordFieldProps<T, O>) => {
  const t = useUiT();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={
              visible
                ? t('ui.password.hide', { field: label.toLowerCase() })
                : t('ui.password.show', { field: label.toLowerCase() })
            }
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
