import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'test-support';
import { ageFromYearOfBirth } from '../age';
import { ProfilePage } from '../components/profile-page';

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ProfilePage', () => {
  it('shows name, email, age and nationality', () => {
    const thisYear = new Date().getFullYear();
    renderWithProviders(<ProfilePage />, {
      user: makeUser(['USER'], { yearOfBirth: thisYear - 36 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(valueOf('Name')).toBe('Ann Peeters');
    expect(valueOf('Email')).toBe('ann@example.com');
    expect(valueOf('Age')).toBe('36');
    expect(valueOf('Nationality')).toBe('Belgian');
  });

  it("shows '-' for an unknown year of birth and nationality", () => {
    renderWithProviders(<ProfilePage />, {
      user: makeUser(['USER'], { yearOfBirth: null, nationality: null }),
    });
    expect(valueOf('Age')).toBe('-');
    expect(valueOf('Nationality')).toBe('-');
  });
});

describe('ageFromYearOfBirth', () => {
  it('is the current year minus the year of birth', () => {
    expect(ageFromYearOfBirth(1990, new Date('2026-01-01T12:00:00'))).toBe('36');
    expect(ageFromYearOfBirth(null)).toBe('-');
  });
});
