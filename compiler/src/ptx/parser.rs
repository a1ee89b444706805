//! The PTX parser: tokens to the syntax tree of [`super::ast`].
//!
//! Recursive descent over the token list. Nesting (blocks, initializer lists, operand lists) is
//! bounded by [`MAX_DEPTH`], so no input can overflow the stack; every error carries the
//! `line:col` of the token it is about.
//!
//! What is read: the module directives (`.version`, `.target`, `.address_size`); variables in
//! every state space with linkage, alignment, vector width, array dimensions and initializers
//! (integers, float bits, addresses, `generic(...)`, masked address bytes); `.entry` and
//! `.func` declarations and definitions with return and parameter lists (`.ptr` attributes,
//! arrays) and performance directives; bodies with declarations, labels, nested blocks, call
//! prototypes, `.pragma`, and instructions (guard, opcode, modifiers, operands). Debug
//! information (`.file`, `.loc`, `.section`) and `.alias` are reported as unsupported.

use super::ast::*;
use super::error::PtxError;
use super::lexer::{Tok, Token, tokenize};
use crate::ir::SrcLoc;

/// The deepest nesting of blocks, lists and initializers accepted.
pub const MAX_DEPTH: u32 = 64;

/// Parses a PTX module.
pub fn parse(src: &str) -> Result<Module, PtxError> {
    let toks = tokenize(src)?;
    let mut p = Parser {
        src,
        lines: super::error::LineIndex::new(src),
        toks,
        pos: 0,
        depth: 0,
    };
    p.module()
}

struct Parser<'a> {
    src: &'a str,
    lines: super::error::LineIndex,
    toks: Vec<Token<'a>>,
    pos: usize,
    depth: u32,
}

type R<T> = Result<T, PtxError>;

impl<'a> Parser<'a> {
    fn peek(&self) -> Tok<'a> {
        self.toks[self.pos].tok
    }

    fn peek_at(&self, k: usize) -> Tok<'a> {
        self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    fn bump(&mut self) -> Tok<'a> {
        let t = self.toks[self.pos].tok;
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn offset(&self) -> usize {
        self.toks[self.pos].start
    }

    fn loc(&self) -> SrcLoc {
        self.lines.locate(self.src, self.offset())
    }

    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(PtxError::syntax(self.src, self.offset(), msg))
    }

    fn unexpected<T>(&self, what: &str) -> R<T> {
        self.err(format!("expected {what}, found {}", self.peek().describe()))
    }

    fn eat(&mut self, t: Tok<'_>) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: Tok<'_>, what: &str) -> R<()> {
        if self.eat(t) {
            Ok(())
        } else {
            self.unexpected(what)
        }
    }

    /// Whether the current token starts right where the previous one ended.
    fn glued(&self) -> bool {
        self.pos > 0 && self.toks[self.pos].start == self.toks[self.pos - 1].end
    }

    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn name(&mut self, what: &str) -> R<String> {
        match self.peek() {
            Tok::Ident(s) | Tok::Reg(s) => {
                self.bump();
                Ok(s.to_owned())
            }
            _ => self.unexpected(what),
        }
    }

    fn uint(&mut self, what: &str) -> R<u64> {
        match self.peek() {
            Tok::Num(s) => match parse_int(s) {
                Some(v) if !s.starts_with("0f") && !s.starts_with("0d") => {
                    self.bump();
                    Ok(v)
                }
                _ => self.err(format!("{what}: '{s}' is not an unsigned integer")),
            },
            _ => self.unexpected(what),
        }
    }

    fn u32(&mut self, what: &str) -> R<u32> {
        let at = self.offset();
        let v = self.uint(what)?;
        u32::try_from(v)
            .map_err(|_| PtxError::syntax(self.src, at, format!("{what}: {v} is too large")))
    }

    fn module(&mut self) -> R<Module> {
        let mut m = Module::default();
        loop {
            match self.peek() {
                Tok::Eof => return Ok(m),
                Tok::Dot("version") => {
                    self.bump();
                    let at = self.offset();
                    let Tok::Num(v) = self.bump() else {
                        return Err(PtxError::syntax(
                            self.src,
                            at,
                            "expected a version such as 8.0",
                        ));
                    };
                    let parsed = v
                        .split_once('.')
                        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
                    match parsed {
                        Some(ver) => m.version = Some(ver),
                        None => {
                            return Err(PtxError::syntax(
                                self.src,
                                at,
                                format!("'{v}' is not a version such as 8.0"),
                            ));
                        }
                    }
                }
                Tok::Dot("target") => {
                    self.bump();
                    loop {
                        m.target.push(match self.peek() {
                            Tok::Ident(s) => {
                                self.bump();
                                s.to_owned()
                            }
                            _ => return self.unexpected("a target name"),
                        });
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                Tok::Dot("address_size") => {
                    self.bump();
                    let at = self.offset();
                    let v = self.u32("address size")?;
                    if v != 32 && v != 64 {
                        return Err(PtxError::syntax(
                            self.src,
                            at,
                            format!("address size {v} is neither 32 nor 64"),
                        ));
                    }
                    m.address_size = Some(v);
                }
                Tok::Dot(d @ ("file" | "loc" | "section" | "alias")) => {
                    let what = if d == "alias" {
                        "directive '.alias'".to_owned()
                    } else {
                        format!("debug information ('.{d}'); compile without -g")
                    };
                    return Err(PtxError::unsupported(self.src, self.offset(), what));
                }
                _ => {
                    let item = self.item()?;
                    m.items.push(item);
                }
            }
        }
    }

    fn linkage(&mut self) -> Option<Linkage> {
        if let Tok::Dot(d) = self.peek()
            && let Some(l) = Linkage::from_name(d)
        {
            self.bump();
            return Some(l);
        }
        None
    }

    fn item(&mut self) -> R<Item> {
        let start = self.loc();
        let linkage = self.linkage();
        match self.peek() {
            Tok::Dot("entry") => {
                self.bump();
                Ok(Item::Function(self.function(
                    linkage,
                    FunctionKind::Entry,
                    start,
                )?))
            }
            Tok::Dot("func") => {
                self.bump();
                Ok(Item::Function(self.function(
                    linkage,
                    FunctionKind::Func,
                    start,
                )?))
            }
            Tok::Dot(d) if StateSpace::from_name(d).is_some() => {
                let v = self.var_decl(linkage, true)?;
                Ok(Item::Var(v))
            }
            _ => self
                .unexpected("a variable or function (or '.version', '.target', '.address_size')"),
        }
    }

    fn function(
        &mut self,
        linkage: Option<Linkage>,
        kind: FunctionKind,
        start: SrcLoc,
    ) -> R<Function> {
        let mut returns = Vec::new();
        if self.peek() == Tok::LParen {
            if kind == FunctionKind::Entry {
                return self.err("a kernel ('.entry') has no return parameters");
            }
            returns = self.param_list()?;
        }
        let name = match self.peek() {
            Tok::Ident(s) => {
                self.bump();
                s.to_owned()
            }
            _ => return self.unexpected("a function name"),
        };
        let params = if self.peek() == Tok::LParen {
            self.param_list()?
        } else {
            Vec::new()
        };
        let directives = self.func_directives()?;
        let body = match self.peek() {
            Tok::Semi => {
                self.bump();
                None
            }
            Tok::LBrace => Some(self.block()?),
            // ptxas also takes a declaration whose ';' is missing before the next item.
            Tok::Dot(d)
                if d == "func"
                    || d == "entry"
                    || Linkage::from_name(d).is_some()
                    || StateSpace::from_name(d).is_some() =>
            {
                None
            }
            Tok::Eof => None,
            _ => return self.unexpected("'{' or ';' after the function's signature"),
        };
        Ok(Function {
            linkage,
            kind,
            returns,
            name,
            params,
            directives,
            body,
            loc: Loc(start),
        })
    }

    fn func_directives(&mut self) -> R<Vec<FuncDirective>> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                Tok::Dot("pragma") => {
                    self.bump();
                    out.push(FuncDirective::Pragma(self.pragma_strings()?));
                }
                Tok::Dot(
                    d @ ("maxntid" | "reqntid" | "minnctapersm" | "maxnctapersm" | "maxnreg"
                    | "noreturn" | "explicitcluster" | "reqnctapercluster" | "maxclusterrank"
                    | "blocksareclusters"),
                ) => {
                    self.bump();
                    let mut args = Vec::new();
                    if let Tok::Num(_) = self.peek() {
                        loop {
                            args.push(self.uint("a directive argument")?);
                            if !self.eat(Tok::Comma) {
                                break;
                            }
                        }
                    }
                    out.push(FuncDirective::Directive {
                        name: d.to_owned(),
                        args,
                    });
                }
                Tok::Dot(d @ ("file" | "loc" | "section")) => {
                    return Err(PtxError::unsupported(
                        self.src,
                        self.offset(),
                        format!("debug information ('.{d}'); compile without -g"),
                    ));
                }
                _ => return Ok(out),
            }
        }
    }

    fn pragma_strings(&mut self) -> R<Vec<String>> {
        let mut v = Vec::new();
        loop {
            match self.peek() {
                Tok::Str(s) => {
                    self.bump();
                    v.push(s.to_owned());
                }
                _ => return self.unexpected("a string after '.pragma'"),
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::Semi, "';' after '.pragma'")?;
        Ok(v)
    }

    /// `( param, ... )`
    fn param_list(&mut self) -> R<Vec<Param>> {
        self.expect(Tok::LParen, "'('")?;
        let mut v = Vec::new();
        if self.eat(Tok::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.param()?);
            if self.eat(Tok::RParen) {
                return Ok(v);
            }
            self.expect(Tok::Comma, "',' or ')' in a parameter list")?;
        }
    }

    fn param(&mut self) -> R<Param> {
        let space = match self.peek() {
            Tok::Dot(d) => match StateSpace::from_name(d) {
                Some(s @ (StateSpace::Param | StateSpace::Reg)) => {
                    self.bump();
                    s
                }
                _ => return self.unexpected("'.param' or '.reg'"),
            },
            _ => return self.unexpected("'.param' or '.reg'"),
        };
        let mut align = None;
        let mut vector = None;
        let mut ty = None;
        let mut ptr: Option<PtrAttr> = None;
        while let Tok::Dot(d) = self.peek() {
            let at = self.offset();
            self.bump();
            match d {
                "align" => {
                    let a = self.u32("alignment")?;
                    match &mut ptr {
                        Some(p) => p.align = Some(a),
                        None => align = Some(a),
                    }
                }
                "ptr" => {
                    ptr = Some(PtrAttr {
                        space: None,
                        handle: None,
                        align: None,
                    })
                }
                "v2" => vector = Some(2),
                "v4" => vector = Some(4),
                "v8" => vector = Some(8),
                _ => {
                    let handle = matches!(d, "texref" | "samplerref" | "surfref");
                    if let (Some(p), Some(s)) = (&mut ptr, StateSpace::from_name(d)) {
                        p.space = Some(s);
                    } else if let (Some(p), true) = (&mut ptr, handle) {
                        p.handle = ScalarType::from_name(d);
                    } else if let Some(t) = ScalarType::from_name(d) {
                        if ty.replace(t).is_some() {
                            return Err(PtxError::syntax(
                                self.src,
                                at,
                                "a parameter with two types",
                            ));
                        }
                    } else {
                        return Err(PtxError::syntax(
                            self.src,
                            at,
                            format!("unknown parameter attribute '.{d}'"),
                        ));
                    }
                }
            }
        }
        let Some(ty) = ty else {
            return self.unexpected("a parameter type such as '.b32'");
        };
        let name = self.name("a parameter name")?;
        let dims = self.dims()?;
        Ok(Param {
            space,
            align,
            vector,
            ty,
            ptr,
            name,
            dims,
        })
    }

    fn dims(&mut self) -> R<Vec<Option<u64>>> {
        let mut dims = Vec::new();
        while self.eat(Tok::LBracket) {
            if self.eat(Tok::RBracket) {
                dims.push(None);
                continue;
            }
            dims.push(Some(self.uint("an array size")?));
            self.expect(Tok::RBracket, "']'")?;
            if dims.len() > MAX_DEPTH as usize {
                return self.err("too many array dimensions");
            }
        }
        Ok(dims)
    }

    /// `[linkage] .space [.align N] [.vN] .type name[dims]<N>, ... [= init];` (the linkage is
    /// already read).
    fn var_decl(&mut self, linkage: Option<Linkage>, module_level: bool) -> R<VarDecl> {
        let space = match self.peek() {
            Tok::Dot(d) => match StateSpace::from_name(d) {
                Some(s) => {
                    self.bump();
                    s
                }
                None => return self.unexpected("a state space"),
            },
            _ => return self.unexpected("a state space"),
        };
        let mut align = None;
        let mut vector = None;
        let mut ty = None;
        while let Tok::Dot(d) = self.peek() {
            let at = self.offset();
            self.bump();
            match d {
                "align" => align = Some(self.u32("alignment")?),
                "v2" => vector = Some(2),
                "v4" => vector = Some(4),
                "v8" => vector = Some(8),
                _ => match ScalarType::from_name(d) {
                    Some(t) => {
                        if ty.replace(t).is_some() {
                            return Err(PtxError::syntax(
                                self.src,
                                at,
                                "a declaration with two types",
                            ));
                        }
                    }
                    None => {
                        return Err(PtxError::syntax(
                            self.src,
                            at,
                            format!("unknown declaration attribute or type '.{d}'"),
                        ));
                    }
                },
            }
        }
        let Some(ty) = ty else {
            return self.unexpected("a type such as '.b32'");
        };
        let mut names = Vec::new();
        loop {
            let name = self.name("a name")?;
            let dims = self.dims()?;
            let count = if self.eat(Tok::Less) {
                let n = self.u32("a register count")?;
                self.expect(Tok::Greater, "'>'")?;
                Some(n)
            } else {
                None
            };
            names.push(DeclName { name, dims, count });
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let init = if self.peek() == Tok::Equal {
            if !module_level || names.len() != 1 {
                return self
                    .err("an initializer is only allowed on a single module-level variable");
            }
            self.bump();
            Some(self.initializer()?)
        } else {
            None
        };
        self.expect(Tok::Semi, "';' after a declaration")?;
        Ok(VarDecl {
            linkage,
            space,
            align,
            vector,
            ty,
            names,
            init,
        })
    }

    fn initializer(&mut self) -> R<Initializer> {
        if self.peek() == Tok::LBrace {
            self.enter()?;
            self.bump();
            let mut v = Vec::new();
            if !self.eat(Tok::RBrace) {
                loop {
                    v.push(self.initializer()?);
                    if self.eat(Tok::RBrace) {
                        break;
                    }
                    self.expect(Tok::Comma, "',' or '}' in an initializer")?;
                }
            }
            self.leave();
            return Ok(Initializer::List(v));
        }
        Ok(Initializer::Value(self.init_value()?))
    }

    fn init_value(&mut self) -> R<InitValue> {
        match self.peek() {
            Tok::Minus => {
                self.bump();
                Ok(InitValue::Imm(self.immediate(true)?))
            }
            Tok::Num(s) => {
                // `0xFF00(generic(a))`: a masked byte of an address.
                if self.peek_at(1) == Tok::LParen {
                    let at = self.offset();
                    let mask = self.uint("a mask")?;
                    self.enter()?;
                    self.bump();
                    let inner = self.init_value()?;
                    self.expect(Tok::RParen, "')'")?;
                    self.leave();
                    if !matches!(inner, InitValue::Addr { .. }) {
                        return Err(PtxError::syntax(
                            self.src,
                            at,
                            format!("mask '{s}' of something that is not an address"),
                        ));
                    }
                    return Ok(InitValue::Masked {
                        mask,
                        inner: Box::new(inner),
                    });
                }
                Ok(InitValue::Imm(self.immediate(false)?))
            }
            Tok::Ident("generic") if self.peek_at(1) == Tok::LParen => {
                self.bump();
                self.bump();
                let name = match self.bump() {
                    Tok::Ident(s) => s.to_owned(),
                    _ => {
                        self.pos -= 1;
                        return self.unexpected("a symbol in 'generic(...)'");
                    }
                };
                self.expect(Tok::RParen, "')'")?;
                let offset = self.offset_suffix()?;
                Ok(InitValue::Addr {
                    name,
                    generic: true,
                    offset,
                })
            }
            Tok::Ident(s) => {
                self.bump();
                let offset = self.offset_suffix()?;
                Ok(InitValue::Addr {
                    name: s.to_owned(),
                    generic: false,
                    offset,
                })
            }
            _ => self.unexpected("an initializer value"),
        }
    }

    /// `+N`, `+-N`, `-N`, or nothing.
    fn offset_suffix(&mut self) -> R<i64> {
        let negative = match self.peek() {
            Tok::Plus => {
                self.bump();
                self.eat(Tok::Minus)
            }
            Tok::Minus => {
                self.bump();
                true
            }
            _ => return Ok(0),
        };
        let at = self.offset();
        let v = self.uint("an offset")?;
        let v = i64::try_from(v).map_err(|_| PtxError::syntax(self.src, at, "offset too large"))?;
        Ok(if negative { -v } else { v })
    }

    fn immediate(&mut self, negative: bool) -> R<Immediate> {
        let at = self.offset();
        let Tok::Num(s) = self.peek() else {
            return self.unexpected("a number");
        };
        self.bump();
        let bad = || PtxError::syntax(self.src, at, format!("malformed number '{s}'"));
        let imm = if let Some(h) = s.strip_prefix("0f").or_else(|| s.strip_prefix("0F")) {
            if h.len() != 8 {
                return Err(PtxError::syntax(
                    self.src,
                    at,
                    format!("'{s}': a float literal has 8 hexadecimal digits"),
                ));
            }
            Immediate::F32(u32::from_str_radix(h, 16).map_err(|_| bad())?)
        } else if let Some(h) = s.strip_prefix("0d").or_else(|| s.strip_prefix("0D")) {
            if h.len() != 16 {
                return Err(PtxError::syntax(
                    self.src,
                    at,
                    format!("'{s}': a double literal has 16 hexadecimal digits"),
                ));
            }
            Immediate::F64(u64::from_str_radix(h, 16).map_err(|_| bad())?)
        } else if s.contains(['.', 'e', 'E']) && !s.starts_with("0x") && !s.starts_with("0X") {
            let v: f64 = s.parse().map_err(|_| bad())?;
            Immediate::F64(v.to_bits())
        } else if let Some(digits) = s.strip_suffix('U') {
            let v = parse_int(digits).ok_or_else(bad)?;
            Immediate::UInt(v)
        } else {
            let v = parse_int(s).ok_or_else(bad)?;
            Immediate::Int(v as i64)
        };
        Ok(match (negative, imm) {
            (false, i) => i,
            (true, Immediate::Int(v)) => Immediate::Int(v.wrapping_neg()),
            (true, Immediate::UInt(v)) => Immediate::UInt(v.wrapping_neg()),
            (true, Immediate::F32(b)) => Immediate::F32(b ^ 0x8000_0000),
            (true, Immediate::F64(b)) => Immediate::F64(b ^ (1 << 63)),
        })
    }

    /// `{ statement* }`
    fn block(&mut self) -> R<Vec<Statement>> {
        self.enter()?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut v = Vec::new();
        loop {
            match self.peek() {
                Tok::RBrace => {
                    self.bump();
                    self.leave();
                    return Ok(v);
                }
                Tok::Eof => return self.unexpected("'}' closing the block"),
                _ => v.push(self.statement()?),
            }
        }
    }

    fn statement(&mut self) -> R<Statement> {
        match self.peek() {
            Tok::LBrace => Ok(Statement::Block(self.block()?)),
            Tok::Ident(name) if self.peek_at(1) == Tok::Colon => {
                self.bump();
                self.bump();
                if self.peek() == Tok::Dot("callprototype") {
                    self.bump();
                    return Ok(Statement::Prototype(self.prototype(name)?));
                }
                Ok(Statement::Label(name.to_owned()))
            }
            Tok::Dot("pragma") => {
                self.bump();
                Ok(Statement::Pragma(self.pragma_strings()?))
            }
            Tok::Dot(d @ ("file" | "loc" | "section")) => Err(PtxError::unsupported(
                self.src,
                self.offset(),
                format!("debug information ('.{d}'); compile without -g"),
            )),
            Tok::Dot(d) if StateSpace::from_name(d).is_some() => {
                Ok(Statement::Decl(self.var_decl(None, false)?))
            }
            Tok::Dot(d) => Err(PtxError::unsupported(
                self.src,
                self.offset(),
                format!("directive '.{d}' in a function body"),
            )),
            _ => Ok(Statement::Inst(self.instruction()?)),
        }
    }

    fn prototype(&mut self, name: &str) -> R<Prototype> {
        let returns = if self.peek() == Tok::LParen {
            self.param_list()?
        } else {
            Vec::new()
        };
        match self.peek() {
            Tok::Ident("_") => {
                self.bump();
            }
            _ => return self.unexpected("'_' in a call prototype"),
        }
        let params = if self.peek() == Tok::LParen {
            self.param_list()?
        } else {
            Vec::new()
        };
        let noreturn = self.eat(Tok::Dot("noreturn"));
        self.expect(Tok::Semi, "';' after a call prototype")?;
        Ok(Prototype {
            name: name.to_owned(),
            returns,
            params,
            noreturn,
        })
    }

    fn instruction(&mut self) -> R<Instruction> {
        let loc = Loc(self.loc());
        let guard = if self.eat(Tok::At) {
            let negated = self.eat(Tok::Bang);
            match self.peek() {
                Tok::Reg(r) => {
                    self.bump();
                    Some(Guard {
                        negated,
                        reg: r.into(),
                    })
                }
                _ => return self.unexpected("a predicate register after '@'"),
            }
        } else {
            None
        };
        let opcode = match self.peek() {
            Tok::Ident(s) => {
                self.bump();
                Name::from(s)
            }
            _ => return self.unexpected("an instruction"),
        };
        let mut modifiers = Vec::new();
        while let Tok::Dot(d) = self.peek() {
            if !self.glued() {
                return self.err(format!(
                    "modifier '.{d}' is separated from its opcode by white space"
                ));
            }
            self.bump();
            modifiers.push(Modifier::from_name(d));
        }
        let mut operands = Vec::new();
        if !self.eat(Tok::Semi) {
            loop {
                operands.push(self.operand()?);
                if self.eat(Tok::Semi) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ';' after an operand")?;
            }
        }
        Ok(Instruction {
            guard,
            opcode,
            modifiers,
            operands,
            loc,
        })
    }

    fn operand_list(&mut self, close: Tok<'_>, what: &str) -> R<Vec<Operand>> {
        self.enter()?;
        self.bump();
        let mut v = Vec::new();
        if !self.eat(close) {
            loop {
                v.push(self.operand()?);
                if self.eat(close) {
                    break;
                }
                self.expect(Tok::Comma, what)?;
            }
        }
        self.leave();
        Ok(v)
    }

    fn operand(&mut self) -> R<Operand> {
        match self.peek() {
            Tok::LParen => Ok(Operand::List(self.operand_list(Tok::RParen, "',' or ')'")?)),
            Tok::LBrace => Ok(Operand::Vector(
                self.operand_list(Tok::RBrace, "',' or '}'")?,
            )),
            Tok::LBracket => {
                // `[tex, {x, y}]`: a bracketed list; otherwise an address.
                let list = matches!(self.peek_at(2), Tok::Comma);
                if list {
                    return Ok(Operand::Indexed(
                        self.operand_list(Tok::RBracket, "',' or ']'")?,
                    ));
                }
                self.bump();
                let addr = self.address()?;
                self.expect(Tok::RBracket, "']' closing an address")?;
                Ok(Operand::Addr(addr))
            }
            Tok::Bang => {
                self.bump();
                match self.bump() {
                    Tok::Reg(r) => Ok(Operand::Not(r.into())),
                    _ => {
                        self.pos -= 1;
                        self.unexpected("a predicate register after '!'")
                    }
                }
            }
            Tok::Reg(r) => {
                self.bump();
                if self.eat(Tok::Pipe) {
                    return match self.bump() {
                        Tok::Reg(q) => Ok(Operand::Pair(r.into(), q.into())),
                        _ => {
                            self.pos -= 1;
                            self.unexpected("a predicate register after '|'")
                        }
                    };
                }
                Ok(Operand::Reg(r.into()))
            }
            Tok::Minus => {
                self.bump();
                Ok(Operand::Imm(self.immediate(true)?))
            }
            Tok::Num(_) => Ok(Operand::Imm(self.immediate(false)?)),
            Tok::Ident("_") => {
                self.bump();
                Ok(Operand::Sink)
            }
            Tok::Ident(s) => {
                self.bump();
                let offset = self.offset_suffix()?;
                Ok(Operand::Sym {
                    name: s.into(),
                    offset,
                })
            }
            _ => self.unexpected("an operand"),
        }
    }

    fn address(&mut self) -> R<Address> {
        let base = match self.peek() {
            Tok::Reg(r) => {
                self.bump();
                AddrBase::Reg(r.into())
            }
            Tok::Ident(s) => {
                self.bump();
                AddrBase::Sym(s.into())
            }
            Tok::Num(_) | Tok::Minus => {
                let negative = self.eat(Tok::Minus);
                let at = self.offset();
                let v = self.uint("an address")?;
                let v = i64::try_from(v)
                    .map_err(|_| PtxError::syntax(self.src, at, "address too large"))?;
                return Ok(Address {
                    base: AddrBase::Absolute,
                    offset: if negative { -v } else { v },
                });
            }
            _ => return self.unexpected("a register, a symbol or a number in an address"),
        };
        let offset = self.offset_suffix()?;
        Ok(Address { base, offset })
    }
}

/// An unsigned integer literal: decimal, `0x` hexadecimal, `0b` binary, `0` octal.
fn parse_int(s: &str) -> Option<u64> {
    let s = s.strip_suffix('U').unwrap_or(s);
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()
    } else if s.len() > 1 && s.starts_with('0') {
        u64::from_str_radix(&s[1..], 8).ok()
    } else {
        s.parse().ok()
    }
}
