import { z } from 'zod';
import { ROLES } from './plain/roles';

export const roleSchema = z.enum(ROLES);
