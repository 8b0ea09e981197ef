import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActiveDaysCalendar } from '../components/active-days-calendar';

const days = () =>
  within(screen.getByRole('list', { name: 'Last 12 weeks, a column a week' })).getAllByRole('listitem');

describe('ActiveDaysCalendar', () => {
  it('shows the last 12 weeks ending today, each day named in words, not by colour alone', () => {
    render(
      <ActiveDaysCalendar
        activeDates={['2026-09-02', '2026-09-03', '2026-11-12', '2026-11-25']}
        frozenDates={['2026-11-13']}
        today="2026-11-25"
      />,
    );
    const cells = days();
    expect(cells).toHaveLength(84);
    // 3 Sep is the 84th day back, today included: the first day shown; 2 Sep is outside the window.
    expect(cells[0]).toHaveTextContent('3 Sept: lesson completed');
    expect(cells.at(-1)).toHaveTextContent('25 Nov (today): lesson completed');
    expect(screen.getByText('12 Nov: lesson completed')).toBeInTheDocument();
    expect(screen.getByText('13 Nov: missed, a streak freeze kept the streak')).toBeInTheDocument();
    expect(screen.getByText('14 Nov: no lesson')).toBeInTheDocument();
    expect(screen.queryByText(/^2 Sept/)).not.toBeInTheDocument();
    expect(screen.getByText(/3 days in the last 12 weeks/)).toHaveTextContent('(3 Sept to 25 Nov)');
    const key = within(screen.getByRole('list', { name: 'Key' }));
    for (const word of ['Lesson completed', 'Streak freeze', 'No lesson'])
      expect(key.getByText(word)).toBeInTheDocument();
  });

  it('starts the first column on its weekday, Monday on top', () => {
    render(<ActiveDaysCalendar activeDates={[]} frozenDates={[]} today="2026-11-25" />);
    // 3 Sep 2026 is a Thursday: the fourth row.
    expect(days()[0]).toHaveClass('row-start-4');
    expect(days()[1]).not.toHaveClass('row-start-5');
    expect(screen.getByText(/0 days in the last 12 weeks/)).toBeInTheDocument();
  });

  it('ends on a studied date the browser has not reached yet (a learner who moved west)', () => {
    render(<ActiveDaysCalendar activeDates={['2026-11-26']} frozenDates={[]} today="2026-11-25" />);
    expect(days().at(-1)).toHaveTextContent('26 Nov: lesson completed');
    expect(screen.getByText('25 Nov (today): no lesson')).toBeInTheDocument();
  });
});
