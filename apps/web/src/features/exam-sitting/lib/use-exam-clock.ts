/**
 * Seconds left on the server's clock, ticking every second, and the latest screen-reader
 * announcement (set only when 10, 5 or 1 minutes are crossed).
 */
import { useEffect, useRef, useState } from 'react';
import { announcementFor, secondsLeft } from './exam-clock';

export function useExamClock(deadlineAt: string, offset: number, enabled = true) {
  const read = () => secondsLeft(deadlineAt, Date.now(), offset);
  const [left, setLeft] = useState(read);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      const now = secondsLeft(deadlineAt, Date.now(), offset);
      const text = announcementFor(previous.current, now);
      if (text) setAnnouncement(text);
      previous.current = now;
      setLeft(now);
    };
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [deadlineAt, offset, enabled]);

  return { secondsLeft: left, announcement };
}
