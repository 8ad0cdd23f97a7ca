import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A body paragraph of an information page. */
export const P = ({ children }: { children: ReactNode }) => <Typography>{children}</Typography>;
