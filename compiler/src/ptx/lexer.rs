//! The PTX lexer: text to tokens, each with its byte range (for `line:col` in messages, and to
//! tell `ld.global` — a modifier glued to its opcode — from `ld .global`).
//!
//! Comments (`//`, `/* */`) and white space are skipped. Numbers are kept as their text: the
//! parser decides what they mean where they are (`.version 8.0` is not a float).

use super::error::PtxError;

/// A token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tok<'a> {
    /// End of input.
    Eof,
    /// `[A-Za-z_$][A-Za-z0-9_$]*`: an opcode, a symbol, a label.
    Ident(&'a str),
    /// `%name` or `%name.x`: a register (with the `%`).
    Reg(&'a str),
    /// `.name` or `.name::name`: a directive or modifier (without the dot).
    Dot(&'a str),
    /// A number, as written (`42`, `0x1F`, `0f3F800000`, `1.5`, `7U`).
    Num(&'a str),
    /// `"..."` (the contents, without the quotes).
    Str(&'a str),
    Comma,
    Semi,
    Colon,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    Plus,
    Minus,
    Bang,
    At,
    Equal,
    Pipe,
}

impl Tok<'_> {
    /// How the token reads in a message.
    pub(crate) fn describe(&self) -> String {
        match self {
            Tok::Eof => "end of input".into(),
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Reg(s) => format!("register '{s}'"),
            Tok::Dot(s) => format!("'.{s}'"),
            Tok::Num(s) => format!("number '{s}'"),
            Tok::Str(s) => format!("string \"{s}\""),
            Tok::Comma => "','".into(),
            Tok::Semi => "';'".into(),
            Tok::Colon => "':'".into(),
            Tok::LParen => "'('".into(),
            Tok::RParen => "')'".into(),
            Tok::LBracket => "'['".into(),
            Tok::RBracket => "']'".into(),
            Tok::LBrace => "'{'".into(),
            Tok::RBrace => "'}'".into(),
            Tok::Less => "'<'".into(),
            Tok::Greater => "'>'".into(),
            Tok::Plus => "'+'".into(),
            Tok::Minus => "'-'".into(),
            Tok::Bang => "'!'".into(),
            Tok::At => "'@'".into(),
            Tok::Equal => "'='".into(),
            Tok::Pipe => "'|'".into(),
        }
    }
}

/// A token with its byte range in the source.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Token<'a> {
    pub(crate) tok: Tok<'a>,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

fn is_sym_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$'
}

fn is_sym(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// Splits `src` into tokens (the last is [`Tok::Eof`]).
pub(crate) fn tokenize(src: &str) -> Result<Vec<Token<'_>>, PtxError> {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(src.len() / 4);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let start = i;
            i += 2;
            loop {
                if i + 1 >= b.len() {
                    return Err(PtxError::syntax(src, start, "unterminated comment '/*'"));
                }
                if b[i] == b'*' && b[i + 1] == b'/' {
                    i += 2;
                    break;
                }
                i += 1;
            }
            continue;
        }
        let start = i;
        let tok = match c {
            b',' => Tok::Comma,
            b';' => Tok::Semi,
            b':' => Tok::Colon,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LBracket,
            b']' => Tok::RBracket,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'+' => Tok::Plus,
            b'-' => Tok::Minus,
            b'!' => Tok::Bang,
            b'@' => Tok::At,
            b'=' => Tok::Equal,
            b'|' => Tok::Pipe,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\n' {
                        return Err(PtxError::syntax(src, start, "unterminated string"));
                    }
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                if i >= b.len() {
                    return Err(PtxError::syntax(src, start, "unterminated string"));
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Str(&src[start + 1..i - 1]),
                    start,
                    end: i,
                });
                continue;
            }
            b'.' => {
                i += 1;
                if i >= b.len() || !is_sym(b[i]) {
                    return Err(PtxError::syntax(src, start, "'.' not followed by a name"));
                }
                while i < b.len() && is_sym(b[i]) {
                    i += 1;
                }
                // `.shared::cluster`, `.L2::evict_last`, `.L2::256B`.
                while i + 2 < b.len() && b[i] == b':' && b[i + 1] == b':' && is_sym(b[i + 2]) {
                    i += 2;
                    while i < b.len() && is_sym(b[i]) {
                        i += 1;
                    }
                }
                out.push(Token {
                    tok: Tok::Dot(&src[start + 1..i]),
                    start,
                    end: i,
                });
                continue;
            }
            b'%' => {
                i += 1;
                if i >= b.len() || !is_sym(b[i]) {
                    return Err(PtxError::syntax(src, start, "'%' not followed by a name"));
                }
                while i < b.len() && is_sym(b[i]) {
                    i += 1;
                }
                // A component: `%tid.x`, `%v.w`.
                if i + 1 < b.len()
                    && b[i] == b'.'
                    && matches!(
                        b[i + 1],
                        b'x' | b'y' | b'z' | b'w' | b'r' | b'g' | b'b' | b'a'
                    )
                    && !b.get(i + 2).is_some_and(|&c| is_sym(c))
                {
                    i += 2;
                }
                out.push(Token {
                    tok: Tok::Reg(&src[start..i]),
                    start,
                    end: i,
                });
                continue;
            }
            c if c.is_ascii_digit() => {
                i = number_end(src, start)?;
                out.push(Token {
                    tok: Tok::Num(&src[start..i]),
                    start,
                    end: i,
                });
                continue;
            }
            c if is_sym_start(c) => {
                while i < b.len() && is_sym(b[i]) {
                    i += 1;
                }
                out.push(Token {
                    tok: Tok::Ident(&src[start..i]),
                    start,
                    end: i,
                });
                continue;
            }
            _ => {
                let ch = src[start..].chars().next().unwrap_or('?');
                return Err(PtxError::syntax(
                    src,
                    start,
                    format!("unexpected character {ch:?}"),
                ));
            }
        };
        i += 1;
        out.push(Token { tok, start, end: i });
    }
    out.push(Token {
        tok: Tok::Eof,
        start: b.len(),
        end: b.len(),
    });
    Ok(out)
}

/// The end of the number starting at `start` (a digit).
fn number_end(src: &str, start: usize) -> Result<usize, PtxError> {
    let b = src.as_bytes();
    let mut i = start;
    let radix_digits = |mut i: usize, ok: fn(u8) -> bool| {
        while i < b.len() && ok(b[i]) {
            i += 1;
        }
        i
    };
    if b[i] == b'0' && i + 1 < b.len() {
        match b[i + 1] {
            b'f' | b'F' | b'd' | b'D' | b'x' | b'X' => {
                let j = radix_digits(i + 2, |c| c.is_ascii_hexdigit());
                if j == i + 2 {
                    return Err(PtxError::syntax(
                        src,
                        start,
                        "a number prefix with no digits",
                    ));
                }
                i = j;
                if matches!(b[start + 1], b'x' | b'X') && i < b.len() && b[i] == b'U' {
                    i += 1;
                }
                return end_of_number(src, start, i);
            }
            b'b' | b'B' => {
                let j = radix_digits(i + 2, |c| c == b'0' || c == b'1');
                if j == i + 2 {
                    return Err(PtxError::syntax(
                        src,
                        start,
                        "a number prefix with no digits",
                    ));
                }
                i = j;
                if i < b.len() && b[i] == b'U' {
                    i += 1;
                }
                return end_of_number(src, start, i);
            }
            _ => {}
        }
    }
    i = radix_digits(i, |c| c.is_ascii_digit());
    let mut float = false;
    if i + 1 < b.len() && b[i] == b'.' && b[i + 1].is_ascii_digit() {
        float = true;
        i = radix_digits(i + 1, |c| c.is_ascii_digit());
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mut j = i + 1;
        if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
            j += 1;
        }
        if j < b.len() && b[j].is_ascii_digit() {
            float = true;
            i = radix_digits(j, |c| c.is_ascii_digit());
        }
    }
    if !float && i < b.len() && b[i] == b'U' {
        i += 1;
    }
    end_of_number(src, start, i)
}

/// A number must not run straight into a name (`12ab`).
fn end_of_number(src: &str, start: usize, i: usize) -> Result<usize, PtxError> {
    match src.as_bytes().get(i) {
        Some(&c) if is_sym(c) => Err(PtxError::syntax(src, start, "malformed number")),
        _ => Ok(i),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn instruction_tokens() {
        assert_eq!(
            toks("@!%p1 ld.global.nc.v2.u32 {%r1, %r2}, [%rd1+-8]; // x"),
            vec![
                Tok::At,
                Tok::Bang,
                Tok::Reg("%p1"),
                Tok::Ident("ld"),
                Tok::Dot("global"),
                Tok::Dot("nc"),
                Tok::Dot("v2"),
                Tok::Dot("u32"),
                Tok::LBrace,
                Tok::Reg("%r1"),
                Tok::Comma,
                Tok::Reg("%r2"),
                Tok::RBrace,
                Tok::Comma,
                Tok::LBracket,
                Tok::Reg("%rd1"),
                Tok::Plus,
                Tok::Minus,
                Tok::Num("8"),
                Tok::RBracket,
                Tok::Semi,
                Tok::Eof
            ]
        );
    }

    #[test]
    fn special_forms() {
        assert_eq!(
            toks("%tid.x %ctaid.y %r<12> .shared::cluster 0f3F800000 1.5 7U $L__BB0_1 /* c */"),
            vec![
                Tok::Reg("%tid.x"),
                Tok::Reg("%ctaid.y"),
                Tok::Reg("%r"),
                Tok::Less,
                Tok::Num("12"),
                Tok::Greater,
                Tok::Dot("shared::cluster"),
                Tok::Num("0f3F800000"),
                Tok::Num("1.5"),
                Tok::Num("7U"),
                Tok::Ident("$L__BB0_1"),
                Tok::Eof
            ]
        );
        assert_eq!(toks("8.0"), vec![Tok::Num("8.0"), Tok::Eof]);
    }

    #[test]
    fn errors_have_positions() {
        let e = tokenize("mov.u32 %r1,\n  #;").unwrap_err();
        assert_eq!(e.to_string(), "2:3: unexpected character '#'");
        assert!(tokenize("/* open").is_err());
        assert!(tokenize("\"open").is_err());
        assert!(tokenize("12ab").is_err());
        assert!(tokenize("0x").is_err());
        assert!(tokenize("é").is_err());
        assert!(tokenize(". x").is_err());
        assert!(tokenize("%").is_err());
    }
}
