import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Switch from '@mui/material/Switch';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme/theme';

/** The ring's outer edge relative to the control's box: > 0 is outside it, over the label. */
const ringReach = (element: Element): number => {
  const style = getComputedStyle(element);
  return parseFloat(style.outlineOffset || '0') + parseFloat(style.outline || '0');
};

const focusByKeyboard = async (count: number) => {
  const user = userEvent.setup();
  for (let i = 0; i < count; i += 1) await user.tab();
};

describe('the keyboard focus ring', () => {
  it.each([
    ['checkbox', <Checkbox key="c" />, '.MuiCheckbox-root'],
    ['radio', <Radio key="r" />, '.MuiRadio-root'],
    ['switch', <Switch key="s" />, '.MuiSwitch-switchBase'],
  ])('of a %s stays inside its box, off the label', async (_name, control, selector) => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <FormControlLabel control={control} label="Accept" />
      </ThemeProvider>,
    );
    await focusByKeyboard(1);
    const ringed = container.querySelector(`${selector}.Mui-focusVisible`);
    expect(ringed).not.toBeNull();
    expect(getComputedStyle(ringed as Element).outline).toMatch(/^3px solid/);
    expect(ringReach(ringed as Element)).toBeLessThanOrEqual(0);
  });

  it('of a button still sits outside it', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    await focusByKeyboard(1);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('Mui-focusVisible');
    expect(ringReach(button)).toBeGreaterThan(0);
  });
});
