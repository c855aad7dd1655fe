//! Splitting text into the chunks TextWrapper fills lines with, and the sentence-ending
//! rule of `fix_sentence_endings`.
//!
//! With `break_on_hyphens=True` the chunks are those of CPython's word-separator pattern:
//! a run of ASCII whitespace (`\t\n\v\f\r` and space); or an em-dash (two or more hyphens
//! after a word/punctuation character and before a word character); or a word — the
//! shortest run of non-whitespace that ends either before whitespace or the end, or before
//! an em-dash, or just after a hyphen that joins letters (`ab-cd`, `a-b-c`: two letters, or
//! letter-hyphen-letter, before the hyphen; a letter, an optional hyphen and a letter
//! after it). Otherwise the text splits into alternating whitespace / non-whitespace runs.

use crate::text::predicates::{is_alnum, is_decimal};

fn is_ws(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\x0b' | '\x0c' | '\r' | ' ')
}

/// `\w` of Python's `re` on str patterns.
fn is_word(c: char) -> bool {
    c == '_' || is_alnum(c)
}

/// `[^\d\W]`: a word character that is not a decimal digit.
fn is_letter(c: char) -> bool {
    is_word(c) && !is_decimal(c)
}

/// `[\w!"'&.,?]`: characters an em-dash may follow.
fn is_word_punct(c: char) -> bool {
    is_word(c) || matches!(c, '!' | '"' | '\'' | '&' | '.' | ',' | '?')
}

/// Length of the hyphen run at `i` when it is an em-dash (≥ 2 hyphens, then `\w`).
fn em_dash_at(t: &[char], i: usize) -> Option<usize> {
    let n = t[i.min(t.len())..].iter().take_while(|c| **c == '-').count();
    (n >= 2 && t.get(i + n).is_some_and(|c| is_word(*c))).then_some(n)
}

fn letter_at(t: &[char], i: usize) -> bool {
    t.get(i).is_some_and(|c| is_letter(*c))
}

/// Whether the hyphen at `h` (inside a word that started before it) joins two words.
fn joining_hyphen(t: &[char], h: usize) -> bool {
    let before =
        (h >= 2 && letter_at(t, h - 2) && letter_at(t, h - 1)) || (h >= 3 && letter_at(t, h - 3) && t[h - 2] == '-' && letter_at(t, h - 1));
    let after = letter_at(t, h + 1) && (letter_at(t, h + 2) || (t.get(h + 2) == Some(&'-') && letter_at(t, h + 3)));
    before && after
}

/// The chunks of `t` (see the module comment), as char vectors.
pub fn split(t: &[char], hyphens: bool) -> Vec<Vec<char>> {
    let mut out = Vec::new();
    let n = t.len();
    let mut p = 0;
    while p < n {
        let start = p;
        if is_ws(t[p]) {
            while p < n && is_ws(t[p]) {
                p += 1;
            }
        } else if !hyphens {
            while p < n && !is_ws(t[p]) {
                p += 1;
            }
        } else if let Some(dash) = (p > 0 && is_word_punct(t[p - 1])).then(|| em_dash_at(t, p)).flatten() {
            p += dash;
        } else {
            let mut end = p + 1;
            loop {
                if end < n && t[end] == '-' && joining_hyphen(t, end) {
                    end += 1;
                    break;
                }
                if end == n || is_ws(t[end]) || (is_word_punct(t[end - 1]) && em_dash_at(t, end).is_some()) {
                    break;
                }
                end += 1;
            }
            p = end;
        }
        out.push(t[start..p].to_vec());
    }
    out
}

/// `[a-z][.!?]["']?` at the end of the chunk.
pub fn ends_sentence(c: &[char]) -> bool {
    let k = c.len();
    let punct = |ch: char| matches!(ch, '.' | '!' | '?');
    let lower = |ch: char| ch.is_ascii_lowercase();
    (k >= 2 && punct(c[k - 1]) && lower(c[k - 2])) || (k >= 3 && matches!(c[k - 1], '"' | '\'') && punct(c[k - 2]) && lower(c[k - 3]))
}

#[cfg(test)]
mod tests {
    fn chunks(s: &str) -> Vec<String> {
        let t: Vec<char> = s.chars().collect();
        super::split(&t, true).into_iter().map(|c| c.into_iter().collect()).collect()
    }

    #[test]
    fn chunking_matches_cpython() {
        assert_eq!(chunks("Hello there, how-are-you? a--b"), ["Hello", " ", "there,", " ", "how-", "are-", "you?", " ", "a", "--", "b"]);
        assert_eq!(chunks("x-ray 12-34 --x a-b-c"), ["x-ray", " ", "12-34", " ", "--x", " ", "a-b-c"]);
    }
}
