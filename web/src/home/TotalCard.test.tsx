// The today's-total card: the 1000 ms count-up ending on the exact total, the change against
// yesterday in its three shapes, and the spoken summary's voice settings.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TotalCard } from './TotalCard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TotalCard', () => {
  it('counts up from 0 to the exact total over a second', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    render(<TotalCard total="1234.56" currency="KES" percent={null} language="sw" note={null} index={0} />);
    const total = screen.getByTestId('today-total');
    expect(total.textContent).toBe('0.00');
    act(() => vi.advanceTimersByTime(500));
    const midway = Number(total.textContent?.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1234.56);
    act(() => vi.advanceTimersByTime(600));
    expect(total.textContent).toBe('1,234.56');
    expect(screen.getByText('KES 1,234.56').className).toBe('sr-only');
  });

  it('shows the total at once when the person asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<TotalCard total="80.00" currency="KES" percent={undefined} language="sw" note={null} index={0} />);
    expect(screen.getByTestId('today-total').textContent).toBe('80.00');
  });

  it.each([
    ['-12.5', '12.5% vs yesterday', 'Down'],
    ['40.0', '40.0% vs yesterday', 'Up'],
    ['0.0', '0.0% vs yesterday', 'No change'],
  ])('shows a change of %s as "%s"', (percent, text, direction) => {
    render(<TotalCard total="80.00" currency="KES" percent={percent} language="sw" note={null} index={0} />);
    const change = screen.getByText(text);
    expect(change.textContent).toBe(`${direction}${text}`);
    expect(change.querySelector('svg') !== null).toBe(direction !== 'No change');
  });

  it('shows a dash when yesterday had nothing', () => {
    render(<TotalCard total="80.00" currency="KES" percent={null} language="sw" note={null} index={0} />);
    expect(screen.getByText('— vs yesterday').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('No spending yesterday to compare with')).toBeTruthy();
  });

  it('speaks the total at rate 0.8 in a voice matching the language prefix', () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    const swahili = { lang: 'sw_KE', name: 'Kiswahili' };
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US', name: 'English' }, swahili],
      cancel: vi.fn(),
      speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 1;
        pitch = 1;
        volume = 1;
        voice: unknown = null;
        readonly text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    render(<TotalCard total="500.00" currency="KES" percent={null} language="sw" note={null} index={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'AI Voice Summary' }));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({
      text: 'Leo umetumia 500 Shilingi ya Kenya.',
      lang: 'sw-KE',
      rate: 0.8,
      pitch: 1,
      volume: 1,
      voice: swahili,
    });
  });

  it('says it in English where the phone has no voice for the language', () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US', name: 'English' }],
      cancel: vi.fn(),
      speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance),
    });
    vi.stubGlobal('SpeechSynthesisUtterance', class {
      lang = '';
      voice: unknown = null;
      readonly text: string;
      constructor(text: string) {
        this.text = text;
      }
    });
    render(<TotalCard total="500.00" currency="KES" percent={null} language="yo" note={null} index={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'AI Voice Summary' }));
    expect(spoken[0]).toMatchObject({ text: 'Today you have spent 500 Kenyan shillings.', lang: 'en-US' });
  });

  it('only warns where speech synthesis is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<TotalCard total="500.00" currency="KES" percent={null} language="sw" note={null} index={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'AI Voice Summary' }));
    expect(warn).toHaveBeenCalledWith('Speech synthesis is not supported in this browser');
  });
});
