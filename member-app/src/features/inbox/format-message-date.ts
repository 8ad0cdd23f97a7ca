import dayjs from 'dayjs';

/** A message's moment in the reader's own time: 'dd/mm/yyyy, HH:mm'. */
export const formatMessageDate = (value: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY, HH:mm') : 'Invalid Date';
};
