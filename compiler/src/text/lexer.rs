//! The lexer: LLVM IR text to tokens.
//!
//! Tokens borrow their text from the source; quoted names and strings are unescaped by
//! [`unescape`] when the parser needs them. A token records its byte offset; [`LineMap`] turns
//! offsets into `line:col` for messages.

use super::error::{ParseError, ParseErrorKind};
use crate::ir::SrcLoc;

/// A token kind with its text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok<'a> {
    /// End of input.
    Eof,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `*`
    Star,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `!` not followed by a name or number.
    Exclaim,
    /// `:`
    Colon,
    /// `...`
    DotDotDot,
    /// `|`
    Bar,
    /// `%name` or `%"name"` (raw text, see [`Name`]).
    LocalVar(Name<'a>),
    /// `%12`
    LocalId(u32),
    /// `@name` or `@"name"`.
    GlobalVar(Name<'a>),
    /// `@12`
    GlobalId(u32),
    /// `$name` or `$"name"`.
    ComdatVar(Name<'a>),
    /// `!name` (named metadata or an attachment kind).
    MetadataVar(Name<'a>),
    /// `!12`
    MetadataId(u32),
    /// `#12`
    AttrGrpId(u32),
    /// `name:` or `"name":`
    LabelStr(Name<'a>),
    /// `12:`
    LabelId(u32),
    /// A decimal integer, possibly negative.
    Int(&'a str),
    /// `u0x...` or `s0x...`.
    HexInt(&'a str),
    /// A decimal floating point literal (`1.5`, `-2.0e+10`).
    Float(&'a str),
    /// `0x` followed by hex digits (a `double` bit pattern), or `0xK`/`0xL`/`0xM`/`0xH`/`0xR`.
    HexFloat(&'a str),
    /// A string literal's raw contents (escapes not yet decoded).
    Str(&'a str),
    /// `c"..."`'s raw contents.
    CStr(&'a str),
    /// Any bare word: keywords, type names (`i32`), and so on.
    Word(&'a str),
}

/// A name as written: either bare, or the raw contents of a quoted string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Name<'a> {
    /// The text (raw: escapes not decoded when `quoted`).
    pub raw: &'a str,
    /// Whether it was written in quotes.
    pub quoted: bool,
}

impl Name<'_> {
    /// The name with escapes decoded.
    pub fn text(&self) -> Result<String, String> {
        if !self.quoted {
            return Ok(self.raw.to_owned());
        }
        let bytes = unescape(self.raw);
        String::from_utf8(bytes).map_err(|_| "a name that is not valid UTF-8".to_owned())
    }
}

/// A token and where it starts.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    /// The token.
    pub tok: Tok<'a>,
    /// Byte offset of its first character.
    pub pos: u32,
    /// Line and column of its first character.
    pub loc: SrcLoc,
}

/// Decodes `\XX` (two hex digits) and `\\` escapes. A backslash followed by anything else is
/// kept as is, as LLVM does.
pub fn unescape(raw: &str) -> Vec<u8> {
    let b = raw.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if i + 1 < b.len() && b[i + 1] == b'\\' {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(b[i + 1]) * 16 + hex(b[i + 2]));
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// Byte offsets of line starts, to turn an offset into `line:col`.
#[derive(Clone, Debug)]
pub struct LineMap {
    starts: Vec<u32>,
}

impl LineMap {
    /// Indexes the lines of `src`.
    pub fn new(src: &str) -> LineMap {
        let mut starts = vec![0];
        for (i, b) in src.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineMap { starts }
    }

    /// The 1-based line and column of a byte offset (columns count bytes).
    pub fn loc(&self, pos: u32) -> SrcLoc {
        let line = match self.starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        SrcLoc {
            line: line as u32 + 1,
            col: pos - self.starts[line] + 1,
        }
    }
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

fn is_name_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// A streaming lexer: tokens one at a time, with their line and column.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    i: usize,
    line: u32,
    line_start: usize,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            b: src.as_bytes(),
            i: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// A lexer at byte `pos` of `src`, which is at line and column `loc`.
    pub fn at(src: &'a str, pos: u32, loc: SrcLoc) -> Lexer<'a> {
        let i = (pos as usize).min(src.len());
        let line_start = i.saturating_sub(loc.col.saturating_sub(1) as usize);
        Lexer {
            src,
            b: src.as_bytes(),
            i,
            line: loc.line.max(1),
            line_start,
        }
    }

    /// Skips, byte by byte, to just past the `close` that balances the `open` at the current
    /// position, stepping over strings and comments (the only places a bracket can hide in
    /// LLVM IR text). Returns false, at the end of input, if there is no balancing bracket.
    /// The pre-scan uses this to step over function bodies and parameter lists without
    /// lexing them.
    pub fn skip_balanced(&mut self, open: u8, close: u8) -> bool {
        // The scan looks only at the four bytes that matter; the lines it steps over are
        // counted afterwards in one pass (which the compiler vectorizes).
        let b = self.b;
        let mut depth = 0usize;
        let mut i = self.i;
        let mut found = false;
        while i < b.len() {
            // Eight bytes at a time while none of them is one of the four.
            while i + 8 <= b.len() {
                let w = u64::from_le_bytes(b[i..i + 8].try_into().expect("eight bytes"));
                if has_any_byte(w, [open, close, b'"', b';']) {
                    break;
                }
                i += 8;
            }
            if i >= b.len() {
                break;
            }
            let c = b[i];
            if c != open && c != close && c != b'"' && c != b';' {
                i += 1;
                continue;
            }
            if c == b';' {
                while i < b.len() && !matches!(b[i], b'\n' | b'\r') {
                    i += 1;
                }
                continue;
            }
            if c == b'"' {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += 1;
                }
            } else if c == open {
                depth += 1;
            } else {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    i += 1;
                    found = true;
                    break;
                }
            }
            i += 1;
        }
        self.advance_to(i.min(b.len()));
        found
    }

    /// Moves to byte `to` (at or after the current position), counting the lines passed.
    fn advance_to(&mut self, to: usize) {
        let seg = &self.b[self.i..to];
        let lines = seg.iter().filter(|&&c| c == b'\n').count();
        if lines > 0 {
            self.line += lines as u32;
            let last = seg.iter().rposition(|&c| c == b'\n').expect("a newline");
            self.line_start = self.i + last + 1;
        }
        self.i = to;
    }

    /// Byte offset of the next character to lex.
    pub fn offset(&self) -> usize {
        self.i
    }

    fn loc_of(&self, pos: usize) -> SrcLoc {
        SrcLoc {
            line: self.line,
            col: (pos - self.line_start) as u32 + 1,
        }
    }

    /// The next token ([`Tok::Eof`] at the end, again and again), or the lexical error.
    pub fn next_token(&mut self) -> Result<Token<'a>, ParseError> {
        self.next().map_err(|(pos, kind)| {
            // The error is on the current line (tokens never span lines but strings).
            let loc = LineMap::new(self.src).loc(pos as u32);
            ParseError { loc, kind }
        })
    }

    fn err(&self, pos: usize, msg: impl Into<String>) -> (usize, ParseErrorKind) {
        (pos, ParseErrorKind::Syntax(msg.into()))
    }

    fn peek(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    /// Reads a quoted string starting at the opening quote; returns the raw contents.
    fn quoted(&mut self) -> Result<&'a str, (usize, ParseErrorKind)> {
        let start = self.i;
        self.i += 1;
        while self.i < self.b.len() && self.b[self.i] != b'"' {
            if self.b[self.i] == b'\n' {
                self.line += 1;
                self.line_start = self.i + 1;
            }
            self.i += 1;
        }
        if self.i >= self.b.len() {
            return Err(self.err(start, "unterminated string"));
        }
        let s = &self.src[start + 1..self.i];
        self.i += 1;
        Ok(s)
    }

    /// Reads `[-a-zA-Z$._][-a-zA-Z$._0-9]*` or a quoted name after a sigil, or a number.
    fn sigil_name(
        &mut self,
        sigil_pos: usize,
    ) -> Result<Option<Name<'a>>, (usize, ParseErrorKind)> {
        let c = self.peek(0);
        if c == b'"' {
            let raw = self.quoted()?;
            return Ok(Some(Name { raw, quoted: true }));
        }
        if is_name_start(c) {
            let start = self.i;
            while self.i < self.b.len() && is_ident_char(self.b[self.i]) {
                self.i += 1;
            }
            return Ok(Some(Name {
                raw: &self.src[start..self.i],
                quoted: false,
            }));
        }
        if c.is_ascii_digit() {
            return Ok(None);
        }
        Err(self.err(sigil_pos, "expected a name or a number after the sigil"))
    }

    fn number_u32(&mut self) -> Result<u32, (usize, ParseErrorKind)> {
        let start = self.i;
        while self.i < self.b.len() && self.b[self.i].is_ascii_digit() {
            self.i += 1;
        }
        self.src[start..self.i]
            .parse()
            .map_err(|_| self.err(start, "number too large"))
    }

    fn next(&mut self) -> Result<Token<'a>, (usize, ParseErrorKind)> {
        loop {
            // LLVM skips exactly these (not form feed or vertical tab).
            while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
                if self.b[self.i] == b'\n' {
                    self.line += 1;
                    self.line_start = self.i + 1;
                }
                self.i += 1;
            }
            if self.peek(0) == b';' {
                // A comment ends at '\n' or '\r', as in LLVM.
                while self.i < self.b.len() && !matches!(self.b[self.i], b'\n' | b'\r') {
                    self.i += 1;
                }
                continue;
            }
            break;
        }
        let start = self.i;
        let pos = start as u32;
        let loc = self.loc_of(start);
        let tok = |tok| Ok(Token { tok, pos, loc });
        if self.i >= self.b.len() {
            return tok(Tok::Eof);
        }
        let c = self.b[self.i];
        let single = match c {
            b'=' => Some(Tok::Equal),
            b',' => Some(Tok::Comma),
            b'*' => Some(Tok::Star),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'<' => Some(Tok::Less),
            b'>' => Some(Tok::Greater),
            b':' => Some(Tok::Colon),
            b'|' => Some(Tok::Bar),
            _ => None,
        };
        if let Some(t) = single {
            self.i += 1;
            return tok(t);
        }
        match c {
            b'%' | b'@' | b'$' => {
                self.i += 1;
                let name = self.sigil_name(start)?;
                let t = match (c, name) {
                    (b'%', Some(n)) => Tok::LocalVar(n),
                    (b'@', Some(n)) => Tok::GlobalVar(n),
                    (b'$', Some(n)) => Tok::ComdatVar(n),
                    (b'%', None) => Tok::LocalId(self.number_u32()?),
                    (b'@', None) => Tok::GlobalId(self.number_u32()?),
                    _ => return Err(self.err(start, "a comdat name cannot be a number")),
                };
                tok(t)
            }
            b'!' => {
                self.i += 1;
                let n = self.peek(0);
                if n.is_ascii_digit() {
                    return tok(Tok::MetadataId(self.number_u32()?));
                }
                if is_name_start(n) || n == b'\\' {
                    let s = self.i;
                    while self.i < self.b.len()
                        && (is_ident_char(self.b[self.i]) || self.b[self.i] == b'\\')
                    {
                        self.i += 1;
                    }
                    let raw = &self.src[s..self.i];
                    return tok(Tok::MetadataVar(Name {
                        raw,
                        quoted: raw.contains('\\'),
                    }));
                }
                tok(Tok::Exclaim)
            }
            b'#' => {
                self.i += 1;
                if !self.peek(0).is_ascii_digit() {
                    return Err(self.err(start, "expected an attribute group number after '#'"));
                }
                tok(Tok::AttrGrpId(self.number_u32()?))
            }
            b'"' => {
                let raw = self.quoted()?;
                if self.peek(0) == b':' {
                    self.i += 1;
                    return tok(Tok::LabelStr(Name { raw, quoted: true }));
                }
                tok(Tok::Str(raw))
            }
            b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                self.i += 3;
                tok(Tok::DotDotDot)
            }
            b'0'..=b'9' | b'-' | b'+' => self.number_or_label(start),
            _ if is_name_start(c) => {
                // c"..." is a string constant.
                if c == b'c' && self.peek(1) == b'"' {
                    self.i += 1;
                    let raw = self.quoted()?;
                    return tok(Tok::CStr(raw));
                }
                // u0x / s0x hexadecimal integers.
                if (c == b'u' || c == b's') && self.peek(1) == b'0' && self.peek(2) == b'x' {
                    self.i += 3;
                    while self.i < self.b.len() && self.b[self.i].is_ascii_hexdigit() {
                        self.i += 1;
                    }
                    return tok(Tok::HexInt(&self.src[start..self.i]));
                }
                while self.i < self.b.len() && is_ident_char(self.b[self.i]) {
                    self.i += 1;
                }
                let word = &self.src[start..self.i];
                if self.peek(0) == b':' {
                    self.i += 1;
                    return tok(Tok::LabelStr(Name {
                        raw: word,
                        quoted: false,
                    }));
                }
                tok(Tok::Word(word))
            }
            _ => Err(self.err(
                start,
                format!("unexpected character '{}'", self.char_at(start)),
            )),
        }
    }

    fn char_at(&self, pos: usize) -> String {
        self.src[pos..]
            .chars()
            .next()
            .map(|c| c.escape_debug().to_string())
            .unwrap_or_default()
    }

    fn number_or_label(&mut self, start: usize) -> Result<Token<'a>, (usize, ParseErrorKind)> {
        let pos = start as u32;
        let loc = self.loc_of(start);
        let c = self.b[start];
        // Hexadecimal floating point: 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
        if c == b'0' && self.peek(1) == b'x' {
            self.i += 2;
            if matches!(self.peek(0), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.i += 1;
            }
            while self.i < self.b.len() && self.b[self.i].is_ascii_hexdigit() {
                self.i += 1;
            }
            return Ok(Token {
                tok: Tok::HexFloat(&self.src[start..self.i]),
                pos,
                loc,
            });
        }
        // A label may start with a digit or '-' ("1abc:", "-x:").
        let mut j = self.i;
        while j < self.b.len() && is_ident_char(self.b[j]) {
            j += 1;
        }
        if j < self.b.len() && self.b[j] == b':' && j > start {
            let word = &self.src[start..j];
            self.i = j + 1;
            if word.bytes().all(|b| b.is_ascii_digit()) {
                let n = word
                    .parse()
                    .map_err(|_| self.err(start, "label number too large"))?;
                return Ok(Token {
                    tok: Tok::LabelId(n),
                    pos,
                    loc,
                });
            }
            return Ok(Token {
                tok: Tok::LabelStr(Name {
                    raw: word,
                    quoted: false,
                }),
                pos,
                loc,
            });
        }
        if c == b'-' || c == b'+' {
            self.i += 1;
            if !self.peek(0).is_ascii_digit() {
                return Err(self.err(start, format!("unexpected character '{}'", c as char)));
            }
        }
        while self.i < self.b.len() && self.b[self.i].is_ascii_digit() {
            self.i += 1;
        }
        let mut is_float = false;
        if self.peek(0) == b'.' {
            is_float = true;
            self.i += 1;
            while self.i < self.b.len() && self.b[self.i].is_ascii_digit() {
                self.i += 1;
            }
            if matches!(self.peek(0), b'e' | b'E') {
                let save = self.i;
                self.i += 1;
                if matches!(self.peek(0), b'+' | b'-') {
                    self.i += 1;
                }
                if self.peek(0).is_ascii_digit() {
                    while self.i < self.b.len() && self.b[self.i].is_ascii_digit() {
                        self.i += 1;
                    }
                } else {
                    self.i = save;
                }
            }
        }
        let text = &self.src[start..self.i];
        if is_float {
            return Ok(Token {
                tok: Tok::Float(text),
                pos,
                loc,
            });
        }
        if c == b'+' {
            return Err(self.err(start, "an integer cannot start with '+'"));
        }
        Ok(Token {
            tok: Tok::Int(text),
            pos,
            loc,
        })
    }
}

/// Splits `src` into tokens, ending with [`Tok::Eof`] (the parser streams instead; this is
/// for tests and tools).
pub fn tokenize(src: &str) -> Result<Vec<Token<'_>>, ParseError> {
    let mut lx = Lexer::new(src);
    let mut out = Vec::new();
    loop {
        let t = lx.next_token()?;
        let eof = t.tok == Tok::Eof;
        out.push(t);
        if eof {
            return Ok(out);
        }
    }
}

/// Whether any byte of the little-endian word `w` equals one of `targets` (the classic
/// "has a zero byte" test on `w` XOR each target repeated).
#[inline]
fn has_any_byte(w: u64, targets: [u8; 4]) -> bool {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    targets.iter().any(|&t| {
        let x = w ^ (LO * u64::from(t));
        x.wrapping_sub(LO) & !x & HI != 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skip_balanced_steps_over_strings_comments_and_counts_lines() {
        // Every split of the text against the eight-byte scan, braces hidden in a string and a
        // comment, and the lines counted on the way.
        for pad in 0..9 {
            let src = format!(
                "{}{{ a \"}}{{\" ; }} in a comment\n b {{ c }}\n \"x\n\" }} tail",
                " ".repeat(pad)
            );
            let mut lx = Lexer::new(&src);
            lx.i = pad;
            assert!(lx.skip_balanced(b'{', b'}'), "pad {pad}");
            assert_eq!(&src[lx.offset()..], " tail", "pad {pad}");
            assert_eq!(lx.line, 4, "pad {pad}");
            let t = lx.next_token().unwrap();
            assert_eq!(t.tok, Tok::Word("tail"));
            assert_eq!((t.loc.line, t.loc.col), (4, 5), "pad {pad}");
        }
        let mut lx = Lexer::new("{ { }");
        assert!(!lx.skip_balanced(b'{', b'}'), "unbalanced");
        assert_eq!(lx.offset(), 5);
    }

    fn toks(s: &str) -> Vec<Tok<'_>> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn names_numbers_and_labels() {
        let n = |raw, quoted| Name { raw, quoted };
        assert_eq!(
            toks("%x = add i32 %0, -5 ; comment\n.lr.ph: 12: \"a b\": @\"q\" $c !foo !12 #3"),
            vec![
                Tok::LocalVar(n("x", false)),
                Tok::Equal,
                Tok::Word("add"),
                Tok::Word("i32"),
                Tok::LocalId(0),
                Tok::Comma,
                Tok::Int("-5"),
                Tok::LabelStr(n(".lr.ph", false)),
                Tok::LabelId(12),
                Tok::LabelStr(n("a b", true)),
                Tok::GlobalVar(n("q", true)),
                Tok::ComdatVar(n("c", false)),
                Tok::MetadataVar(n("foo", false)),
                Tok::MetadataId(12),
                Tok::AttrGrpId(3),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn literals() {
        assert_eq!(
            toks("1.0 -2.5e+10 0x3FF0000000000000 0xK4000 c\"ab\\00\" u0xFF ... !\"s\""),
            vec![
                Tok::Float("1.0"),
                Tok::Float("-2.5e+10"),
                Tok::HexFloat("0x3FF0000000000000"),
                Tok::HexFloat("0xK4000"),
                Tok::CStr("ab\\00"),
                Tok::HexInt("u0xFF"),
                Tok::DotDotDot,
                Tok::Exclaim,
                Tok::Str("s"),
                Tok::Eof
            ]
        );
        assert_eq!(unescape("a\\00\\\\b\\4"), b"a\0\\b\\4".to_vec());
    }

    #[test]
    fn errors_have_locations() {
        let e = tokenize("define\n  \"open").unwrap_err();
        assert_eq!(e.loc, SrcLoc { line: 2, col: 3 });
        let e = tokenize("x ` y").unwrap_err();
        assert_eq!(e.loc, SrcLoc { line: 1, col: 3 });
        assert!(tokenize("%99999999999").is_err());
        assert!(tokenize("+x").is_err());
    }

    #[test]
    fn tokens_know_their_line_and_column() {
        let t = tokenize("a\n  b \"x\ny\" c\n\nd").unwrap();
        let locs: Vec<(u32, u32)> = t.iter().map(|t| (t.loc.line, t.loc.col)).collect();
        assert_eq!(locs, vec![(1, 1), (2, 3), (2, 5), (3, 4), (5, 1), (5, 2)]);
        let mut lx = Lexer::at("a\n  b c", 4, SrcLoc { line: 2, col: 3 });
        let b = lx.next_token().unwrap();
        assert_eq!((b.tok, b.loc), (Tok::Word("b"), SrcLoc { line: 2, col: 3 }));
        assert_eq!(lx.next_token().unwrap().loc, SrcLoc { line: 2, col: 5 });
    }

    #[test]
    fn line_map() {
        let m = LineMap::new("ab\ncd\n\nx");
        assert_eq!(m.loc(0), SrcLoc { line: 1, col: 1 });
        assert_eq!(m.loc(4), SrcLoc { line: 2, col: 2 });
        assert_eq!(m.loc(7), SrcLoc { line: 4, col: 1 });
    }
}
