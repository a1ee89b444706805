//! The parser: tokens to a [`Module`].
//!
//! Parsing is two passes over the token list. A pre-scan finds every definition at the top
//! level (functions, global variables, named types, attribute groups, the data layout) and
//! creates the functions and globals in definition order, so that a reference to a symbol
//! defined later resolves at once, and module order is source order. The main pass then reads
//! each statement; function bodies resolve forward references to values and blocks by reserving
//! their ids at first use.
//!
//! Every error is returned with the line and column of the token where it was found; the
//! parser never panics on any input.

mod consts;
mod function;
mod module;
mod types;

use rustc_hash::FxHashMap as HashMap;

use super::error::{ParseError, ParseErrorKind};
use super::lexer::{Lexer, Name, Tok, Token, unescape};
use crate::ir::{
    AttrFlag, Attribute, ComdatId, ConstId, GlobalValue, MdId, Module, NamedStructId, SrcLoc,
};

pub(crate) type PResult<T> = Result<T, ParseError>;

/// Parses LLVM IR text into a module.
pub fn parse_module(src: &str) -> Result<Module, ParseError> {
    let mut p = Parser {
        src,
        lex: Lexer::new(src),
        buf: [EOF_TOKEN; LOOKAHEAD],
        head: 0,
        lex_error: None,
        m: Module::new(),
        symbols: HashMap::default(),
        attr_groups: HashMap::default(),
        md_ids: HashMap::default(),
        md_defined: Vec::new(),
        comdats: HashMap::default(),
        global_refs: Vec::new(),
        type_refs: HashMap::default(),
        types_defined: Vec::new(),
        skip: HashMap::default(),
        annotations: Vec::new(),
        type_attachments: Vec::new(),
        src_module_attachments: Vec::new(),
        param_numbers: HashMap::default(),
        in_type_defs: false,
        prescan_done: false,
        depth: 0,
        past_header: false,
    };
    p.parse()?;
    Ok(p.m)
}

/// Parser state for one module.
pub(crate) struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    /// The current token and the next ones, as a ring starting at `head`.
    buf: [Token<'a>; LOOKAHEAD],
    head: usize,
    /// A lexical error met while filling the lookahead: reported when parsing reaches it.
    lex_error: Option<ParseError>,
    m: Module,
    /// Every `@name` defined in the module (from the pre-scan).
    symbols: HashMap<String, GlobalValue>,
    /// Attribute groups, parsed during the pre-scan.
    attr_groups: HashMap<u32, Vec<Attribute>>,
    /// `!N` to node, with the location of the first mention.
    md_ids: HashMap<u32, (MdId, SrcLoc)>,
    md_defined: Vec<bool>,
    comdats: HashMap<String, (ComdatId, SrcLoc, bool)>,
    /// Global references, checked against the globals' address spaces at the end.
    global_refs: Vec<(ConstId, SrcLoc)>,
    /// First mention of each named struct.
    type_refs: HashMap<NamedStructId, SrcLoc>,
    types_defined: Vec<NamedStructId>,
    /// Statements parsed by the pre-scan: start offset to the token after them.
    skip: HashMap<u32, (u32, SrcLoc)>,
    /// `!nvvm.annotations` operands, resolved at the end.
    annotations: Vec<(MdId, SrcLoc)>,
    /// `!type` attachments, resolved at the end.
    type_attachments: Vec<(GlobalValue, MdId, SrcLoc)>,
    /// `!thinlto_src_module` attachments of functions, checked once metadata is read.
    src_module_attachments: Vec<(crate::ir::FuncId, MdId, SrcLoc)>,
    /// The numbers of each definition's unnamed parameters, for its body.
    param_numbers: HashMap<crate::ir::FuncId, Vec<u32>>,
    /// Parsing type definitions: fields may name types defined later (checked afterwards).
    in_type_defs: bool,
    /// Every type definition is known: a named type not defined by now never will be.
    prescan_done: bool,
    /// Nesting depth of types, constants and metadata being parsed.
    depth: u32,
    /// A statement other than `target ...` or `source_filename` has been read.
    past_header: bool,
}

/// Tokens of lookahead the parser keeps (the current one included).
const LOOKAHEAD: usize = 3;

const EOF_TOKEN: Token<'static> = Token {
    tok: Tok::Eof,
    pos: 0,
    loc: SrcLoc { line: 0, col: 0 },
};

/// How deeply types, constants and metadata nodes may nest in the text (the parser and every
/// recursive walk of the IR stay far from the stack's limit).
pub(crate) const MAX_NESTING: u32 = 128;

impl<'a> Parser<'a> {
    // ---- tokens -------------------------------------------------------------------------

    fn tok(&self) -> Tok<'a> {
        self.buf[self.head].tok
    }

    fn peek(&self, k: usize) -> Tok<'a> {
        if k < LOOKAHEAD {
            self.buf[(self.head + k) % LOOKAHEAD].tok
        } else {
            Tok::Eof
        }
    }

    fn loc(&self) -> SrcLoc {
        self.buf[self.head].loc
    }

    /// Byte offset of the current token.
    fn pos(&self) -> u32 {
        self.buf[self.head].pos
    }

    /// The next token from the lexer; a lexical error is kept and stands as the end of input.
    fn lex_next(&mut self) -> Token<'a> {
        if let Some(e) = &self.lex_error {
            return Token {
                tok: Tok::Eof,
                pos: self.src.len() as u32,
                loc: e.loc,
            };
        }
        match self.lex.next_token() {
            Ok(t) => t,
            Err(e) => {
                let eof = Token {
                    tok: Tok::Eof,
                    pos: self.src.len() as u32,
                    loc: e.loc,
                };
                self.lex_error = Some(e);
                eof
            }
        }
    }

    fn bump(&mut self) -> Tok<'a> {
        let t = self.buf[self.head].tok;
        if t != Tok::Eof {
            let next = self.lex_next();
            self.buf[self.head] = next;
            self.head = (self.head + 1) % LOOKAHEAD;
        }
        t
    }

    /// Restarts lexing at byte `pos`, which is at `loc`.
    fn seek(&mut self, pos: u32, loc: SrcLoc) {
        self.lex = Lexer::at(self.src, pos, loc);
        self.lex_error = None;
        self.head = 0;
        for i in 0..LOOKAHEAD {
            self.buf[i] = self.lex_next();
        }
    }

    /// A parse error at or past a lexical error is that lexical error (the parser only met
    /// the end of input that stood for it).
    fn lexical_or(&self, e: ParseError) -> ParseError {
        match &self.lex_error {
            Some(lx) if e.loc >= lx.loc || self.tok() == Tok::Eof => lx.clone(),
            _ => e,
        }
    }

    fn err_at<T>(&self, loc: SrcLoc, msg: impl Into<String>) -> PResult<T> {
        Err(self.lexical_or(ParseError {
            loc,
            kind: ParseErrorKind::Syntax(msg.into()),
        }))
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        self.err_at(self.loc(), msg)
    }

    fn unsupported_at<T>(&self, loc: SrcLoc, what: impl Into<String>) -> PResult<T> {
        Err(self.lexical_or(ParseError {
            loc,
            kind: ParseErrorKind::Unsupported(what.into()),
        }))
    }

    fn unsupported<T>(&self, what: impl Into<String>) -> PResult<T> {
        self.unsupported_at(self.loc(), what)
    }

    /// A short description of the current token, for messages.
    fn describe(&self) -> String {
        describe(self.tok())
    }

    fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(format!("expected {what}, found {}", self.describe()))
    }

    fn eat(&mut self, t: Tok<'_>) -> bool {
        if self.tok() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: Tok<'_>, what: &str) -> PResult<()> {
        if self.eat(t) {
            Ok(())
        } else {
            self.expected(what)
        }
    }

    fn is_word(&self, w: &str) -> bool {
        self.tok() == Tok::Word(w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        self.eat(Tok::Word(w))
    }

    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }

    fn name_text_at(&self, n: Name<'_>, loc: SrcLoc) -> PResult<String> {
        match n.text() {
            Ok(s) if s.contains('\0') => self.err_at(loc, "null bytes are not allowed in names"),
            Ok(s) => Ok(s),
            Err(e) => self.err_at(loc, e),
        }
    }

    /// A name borrowed from the text when it was written bare.
    fn name_cow(&self, n: Name<'a>) -> PResult<std::borrow::Cow<'a, str>> {
        if !n.quoted {
            return Ok(std::borrow::Cow::Borrowed(n.raw));
        }
        self.name_text(n).map(std::borrow::Cow::Owned)
    }

    fn name_text(&self, n: Name<'_>) -> PResult<String> {
        match n.text() {
            Ok(s) if s.contains('\0') => self.err("null bytes are not allowed in names"),
            Ok(s) => Ok(s),
            Err(e) => self.err(e),
        }
    }

    fn string(&mut self, what: &str) -> PResult<String> {
        match self.tok() {
            Tok::Str(raw) => {
                self.bump();
                match String::from_utf8(unescape(raw)) {
                    Ok(s) => Ok(s),
                    Err(_) => self.err("a string that is not valid UTF-8"),
                }
            }
            _ => self.expected(what),
        }
    }

    fn uint(&mut self, what: &str) -> PResult<u64> {
        match self.tok() {
            Tok::Int(s) if !s.starts_with('-') => match s.parse::<u64>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => self.err(format!("{what} is too large")),
            },
            _ => self.expected(what),
        }
    }

    fn u32(&mut self, what: &str) -> PResult<u32> {
        let loc = self.loc();
        let v = self.uint(what)?;
        u32::try_from(v).or_else(|_| self.err_at(loc, format!("{what} is too large")))
    }

    /// `addrspace(N)`.
    fn addrspace(&mut self) -> PResult<crate::ir::AddrSpace> {
        self.expect_word("addrspace")?;
        self.expect(Tok::LParen, "'('")?;
        let n = self.u32("an address space number")?;
        self.expect(Tok::RParen, "')'")?;
        Ok(crate::ir::AddrSpace(n))
    }

    /// `align N` (the `align` keyword already seen or not, see `eat_keyword`).
    fn align_value(&mut self) -> PResult<crate::ir::Align> {
        let loc = self.loc();
        let n = self.uint("an alignment")?;
        match crate::ir::Align::new(n) {
            Some(a) => Ok(a),
            None => self.err_at(
                loc,
                format!("alignment {n} is not a power of two up to 2^32"),
            ),
        }
    }

    /// Skips `, !kind !N` / `, !kind !{...}` attachments after an instruction (they are
    /// dropped: see the metadata module's documentation).
    fn skip_attachments(&mut self) -> PResult<()> {
        while self.tok() == Tok::Comma && matches!(self.peek(1), Tok::MetadataVar(_)) {
            self.bump();
            self.bump();
            self.md_ref_node()?;
        }
        Ok(())
    }

    /// Resolves the symbol `@name` to its global value.
    fn symbol(&self, n: Name<'_>, loc: SrcLoc) -> PResult<GlobalValue> {
        let name = self.name_text(n)?;
        match self.symbols.get(&name) {
            Some(&g) => Ok(g),
            None => self.err_at(loc, format!("use of undefined global '@{name}'")),
        }
    }

    /// Enters one level of nesting; errors past [`MAX_NESTING`].
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.err(format!("nesting deeper than {MAX_NESTING} levels"));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn parse(&mut self) -> PResult<()> {
        self.prescan()?;
        self.prescan_done = true;
        self.seek(0, SrcLoc { line: 1, col: 1 });
        while self.tok() != Tok::Eof {
            if let Some(&(end, end_loc)) = self.skip.get(&self.pos()) {
                // Parsed by the pre-scan; a datalayout still belongs to the header.
                if self.tok() == Tok::Word("target") {
                    if self.past_header {
                        return self.err("'target' and 'source_filename' must come before every other definition");
                    }
                } else {
                    self.past_header = true;
                }
                self.seek(end, end_loc);
                continue;
            }
            self.top_level()?;
        }
        if let Some(e) = &self.lex_error {
            return Err(e.clone());
        }
        self.finish()
    }

    /// Whether a function attribute keyword may start here.
    fn at_fn_attr(&self) -> bool {
        match self.tok() {
            Tok::AttrGrpId(_) | Tok::Str(_) => true,
            Tok::Word(w) => is_attr_keyword(w),
            _ => false,
        }
    }
}

/// Whether `w` is an attribute keyword (flags, payload attributes, legacy memory attributes).
fn is_attr_keyword(w: &str) -> bool {
    AttrFlag::from_name(w).is_some()
        || crate::ir::MemoryEffects::upgrade(w).is_some()
        || matches!(
            w,
            "align"
                | "alignstack"
                | "dereferenceable"
                | "dereferenceable_or_null"
                | "byval"
                | "byref"
                | "sret"
                | "elementtype"
                | "memory"
                | "nofpclass"
                | "range"
        )
        || crate::ir::TEXT_ATTRS.contains(&w)
        || crate::ir::UNSUPPORTED_ATTRS.contains(&w)
}

/// A short description of a token, for messages.
pub(crate) fn describe(t: Tok<'_>) -> String {
    match t {
        Tok::Eof => "end of file".into(),
        Tok::Equal => "'='".into(),
        Tok::Comma => "','".into(),
        Tok::Star => "'*'".into(),
        Tok::LBracket => "'['".into(),
        Tok::RBracket => "']'".into(),
        Tok::LBrace => "'{'".into(),
        Tok::RBrace => "'}'".into(),
        Tok::LParen => "'('".into(),
        Tok::RParen => "')'".into(),
        Tok::Less => "'<'".into(),
        Tok::Greater => "'>'".into(),
        Tok::Exclaim => "'!'".into(),
        Tok::Colon => "':'".into(),
        Tok::DotDotDot => "'...'".into(),
        Tok::Bar => "'|'".into(),
        Tok::LocalVar(n) => format!("'%{}'", n.raw),
        Tok::LocalId(n) => format!("'%{n}'"),
        Tok::GlobalVar(n) => format!("'@{}'", n.raw),
        Tok::GlobalId(n) => format!("'@{n}'"),
        Tok::ComdatVar(n) => format!("'${}'", n.raw),
        Tok::MetadataVar(n) => format!("'!{}'", n.raw),
        Tok::MetadataId(n) => format!("'!{n}'"),
        Tok::AttrGrpId(n) => format!("'#{n}'"),
        Tok::LabelStr(n) => format!("label '{}:'", n.raw),
        Tok::LabelId(n) => format!("label '{n}:'"),
        Tok::Int(s) | Tok::HexInt(s) | Tok::Float(s) | Tok::HexFloat(s) => format!("'{s}'"),
        Tok::Str(s) => format!("string \"{s}\""),
        Tok::CStr(s) => format!("c\"{s}\""),
        Tok::Word(w) => format!("'{w}'"),
    }
}
