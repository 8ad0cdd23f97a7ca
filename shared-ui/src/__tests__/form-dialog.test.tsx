import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { z } from 'zod';
import {
  FormCheckbox,
  FormDialog,
  FormSelectField,
  FormSwitch,
  FormTextField,
  useZodForm,
} from '../forms';

const noRipple = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  season: z.enum(['SPRING', 'WINTER']),
  active: z.boolean(),
  terms: z.boolean().refine((accepted) => accepted, 'Accept the terms.'),
});

interface HarnessProps {
  onSubmit: (values: z.output<typeof schema>) => Promise<unknown>;
  onClose?: () => void;
  summarizeErrors?: boolean;
  submittingLabel?: string;
}

const Harness = ({ onSubmit, onClose = jest.fn(), ...props }: HarnessProps) => {
  const form = useZodForm(schema, {
    defaultValues: { name: '', season: 'SPRING', active: true, terms: false },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title="Create Thing"
      submitLabel="Create"
      onSubmit={onSubmit}
      failureMessage={(caught) => (caught instanceof Error ? caught.message : 'Failed.')}
      onClose={onClose}
      {...props}
    >
      <FormTextField control={control} name="name" label="Name" autoFocus />
      <FormSelectField
        control={control}
        name="season"
        label="Season"
        options={[
          { value: 'SPRING', label: 'Spring' },
          { value: 'WINTER', label: 'Winter' },
        ]}
      />
      <FormSwitch control={control} name="active" label="Active" />
      <FormCheckbox control={control} name="terms" label="I accept" helperText="Read them." />
    </FormDialog>
  );
};

const renderHarness = (props: Partial<HarnessProps> = {}) => {
  const onSubmit = props.onSubmit ?? jest.fn().mockResolvedValue(undefined);
  const onClose = jest.fn();
  render(
    <ThemeProvider theme={noRipple}>
      <Harness onSubmit={onSubmit} onClose={onClose} {...props} />
    </ThemeProvider>,
  );
  return {
    onSubmit,
    onClose,
    dialog: within(screen.getByRole('dialog', { name: 'Create Thing' })),
  };
};

describe('FormDialog with the form fields', () => {
  it('names the dialog by its title and focuses the first field', () => {
    const { dialog } = renderHarness();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(dialog.getByRole('combobox', { name: 'Season' })).toHaveTextContent('Spring');
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'I accept' })).toHaveAccessibleDescription(
      'Read them.',
    );
  });

  it("shows the schema's first message in its alert, marks the fields and sends nothing", async () => {
    const { onSubmit, dialog } = renderHarness();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Name is required.');
    // The focus goes from the button to the first invalid field, which is not disabled meanwhile.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('checkbox', { name: 'I accept' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // In the summary only: the field keeps its help, not a second copy of the message.
    expect(dialog.getAllByText('Name is required.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each message below its field when it does not summarise', async () => {
    const { dialog } = renderHarness({ summarizeErrors: false });
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Name is required.')).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'I accept' })).toHaveAccessibleDescription(
      'Accept the terms.',
    );
  });

  it("submits the schema's output, and keeps the dialog open with a failed save's message", async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('Name taken.'));
    const { dialog } = renderHarness({ onSubmit });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '  1830  ');
    await userEvent.click(dialog.getByRole('switch', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I accept' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Name taken.');
    expect(onSubmit).toHaveBeenCalledWith({
      name: '1830',
      season: 'SPRING',
      active: false,
      terms: true,
    });

    onSubmit.mockResolvedValueOnce(undefined);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('disables the fields and both buttons while saving, and cannot be closed then', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, onClose } = renderHarness({ onSubmit, submittingLabel: 'Saving...' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '1830');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I accept' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    expect(await dialog.findByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
