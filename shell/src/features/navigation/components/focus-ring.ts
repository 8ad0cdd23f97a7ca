/** A focus outline that stays visible on the coloured app bar, for keyboard users only. */
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'common.white',
    outlineOffset: '2px',
  },
} as const;
