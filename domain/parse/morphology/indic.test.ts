import { describe, expect, it } from 'vitest';
import { fold } from '../fold.ts';
import { indicKey, indicStemmer } from './indic.ts';

const stems = (language: Parameters<typeof indicStemmer>[0], word: string) => indicStemmer(language)(fold(word));

describe('the Indic stemmer', () => {
  it('takes Marathi case endings off, and the oblique back to its -ā', () => {
    expect(stems('mr', 'घरमालकाला')).toContain('घरमालक');
    expect(stems('mr', 'हॉटेलमध्ये')).toContain('हॉटेल');
    expect(stems('mr', 'दवाखान्यात')).toContain(indicKey('दवाखाना'));
  });

  it('takes Bengali and Assamese endings off', () => {
    expect(stems('bn', 'বাড়িওয়ালাকে')).toContain(fold('বাড়িওয়ালা'));
    expect(stems('bn', 'দোকানের')).toContain('দোকান');
    expect(stems('as', 'দোকানৰ')).toContain('দোকান');
  });

  it('takes Gujarati, Odia and Punjabi endings off', () => {
    expect(stems('gu', 'હોટલમાં')).toContain('હોટલ');
    expect(stems('gu', 'મિકેનિકને')).toContain('મિકેનિક');
    expect(stems('or', 'ଦୋକାନରେ')).toContain('ଦୋକାନ');
    expect(stems('pa', 'ਰਿਕਸ਼ੇ')).toContain(fold('ਰਿਕਸ਼ਾ'));
  });

  it('takes Dravidian case endings off, a final virama and joiner forgotten', () => {
    expect(stems('ta', 'கடைக்கு')).toContain('கடை');
    expect(stems('ta', 'ஹோட்டல்ல')).toContain(indicKey('ஹோட்டல்'));
    expect(stems('te', 'బండికి')).toContain('బండి');
    expect(stems('kn', 'ಹೋಟೆಲ್‌ನಲ್ಲಿ')).toContain(indicKey('ಹೋಟೆಲ್'));
    expect(stems('kn', 'ಅಂಗಡಿಗೆ')).toContain('ಅಂಗಡಿ');
  });

  it('meets a Malayalam word with its chillu and its case ending', () => {
    expect(stems('ml', 'ഹോട്ടലിൽ')).toContain(indicKey('ഹോട്ടൽ'));
    expect(stems('ml', 'കടയിലേക്ക്')).toContain('കട');
  });

  it('undoubles a consonant doubled before an ending, and takes plurals off', () => {
    expect(stems('ml', 'മെക്കാനിക്കിന്')).toContain(indicKey('മെക്കാനിക്'));
    expect(stems('kn', 'ಉಪಕರಣಗಳು')).toContain('ಉಪಕರಣ');
    expect(stems('ta', 'கருவிகள்')).toContain('கருவி');
  });
});
