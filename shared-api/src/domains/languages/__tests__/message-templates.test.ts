import { hasParts, templateReader } from '../message-template-reader';
import { fillMessage } from '../message-templates';

describe('messages with parts', () => {
  it('fills a template with its parts, and leaves a part it is not given', () => {
    expect(fillMessage('Pick at most {max} games.', { max: 30 })).toBe('Pick at most 30 games.');
    expect(
      fillMessage('{label} cannot exceed {max} characters.', { label: 'First Name', max: 100 }),
    ).toBe('First Name cannot exceed 100 characters.');
    expect(fillMessage('Year must be before {year}.', {})).toBe('Year must be before {year}.');
  });

  it('reads the parts back from the English sentence, numbers as numbers', () => {
    const read = templateReader('{label} cannot exceed {max} characters.');
    expect(read('Games to bring cannot exceed 2000 characters.')).toEqual({
      label: 'Games to bring',
      max: 2000,
    });
    expect(read('Pick at most 30 games.')).toBeNull();
    expect(read(' cannot exceed 5 characters.')).toBeNull();
  });

  it("takes a template's other characters literally, brackets and dots included", () => {
    const read = templateReader('Session (day {day}) ends at {time}.');
    expect(read('Session (day 2) ends at 23:00.')).toEqual({ day: 2, time: '23:00' });
    expect(read('Session xday 2) ends at 23:00.')).toBeNull();
    expect(read('Session (day 2) ends at 23:00!')).toBeNull();
  });

  it('tells a template with parts from a plain message', () => {
    expect(hasParts('Pick at most {max} games.')).toBe(true);
    expect(hasParts('Email is required.')).toBe(false);
    expect(templateReader('Email is required.')('Email is required.')).toBeNull();
  });
});
