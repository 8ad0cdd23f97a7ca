import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageContainerProps {
  /** The page's one h1. */
  title?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

export const PageContainer = ({ title, maxWidth = 'xl', children }: PageContainerProps) => (
  <Container maxWidth={maxWidth} sx={{ py: 4 }}>
    {title && (
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
    )}
    {children}
  </Container>
);
