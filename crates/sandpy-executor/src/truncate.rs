//! smolagents' `truncate_content`: text longer than N characters keeps its first N/2
//! characters, a marker line and its last N/2 characters.

/// Truncates `content` to about `max_len` characters (Unicode scalar values, as Python
/// counts them), exactly like smolagents: head `max_len // 2`, the marker, tail
/// `max_len - max_len // 2` (Python's `content[-max_len // 2:]` rounds the tail up).
pub fn truncate_content(content: &str, max_len: usize) -> String {
    // Fast path: a byte length within the limit is a character length within it too.
    if content.len() <= max_len {
        return content.to_string();
    }
    let chars = content.chars().count();
    if chars <= max_len {
        return content.to_string();
    }
    let head = max_len / 2;
    let tail = max_len - head;
    let head_end = byte_offset(content, head);
    let tail_start = byte_offset(content, chars - tail);
    let mut out = String::with_capacity(head_end + (content.len() - tail_start) + 96);
    out.push_str(&content[..head_end]);
    out.push_str(&marker(max_len));
    out.push_str(&content[tail_start..]);
    out
}

/// The line smolagents puts between head and tail.
pub fn marker(max_len: usize) -> String {
    format!("\n..._This content has been truncated to stay below {} characters_...\n", max_len)
}

/// Byte offset of the `n`-th character (the length when `n` is past the end).
fn byte_offset(s: &str, n: usize) -> usize {
    s.char_indices().nth(n).map(|(i, _)| i).unwrap_or(s.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_kept() {
        assert_eq!(truncate_content("abc", 3), "abc");
        assert_eq!(truncate_content("ééé", 3), "ééé");
    }

    #[test]
    fn long_text_keeps_head_and_tail() {
        let t = truncate_content("abcdefghij", 5);
        assert_eq!(t, format!("ab{}hij", marker(5)));
    }

    #[test]
    fn counts_characters_not_bytes() {
        let t = truncate_content("ééééé€€€€€", 4);
        assert_eq!(t, format!("éé{}€€", marker(4)));
    }
}
