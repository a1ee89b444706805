//! The pre-scan, top-level statements, and what is resolved at the end of the module.

use std::collections::HashSet;

use super::{PResult, Parser};
use crate::entity::EntityRef;
use crate::ir::{
    AddrSpace, Annotation, AttrScope, CallConv, ComdatKind, ConstData, Function, GlobalValue,
    GlobalVar, Linkage, MdOperand, MdRef, NamedMd, Param, SrcLoc, TypeData, TypeId, TypeMd,
    UnnamedAddr, Visibility, intrinsics,
};
use crate::text::lexer::{Lexer, Tok};

/// The linkage-to-`unnamed_addr` prefix shared by globals and functions.
pub(super) struct Prefix {
    pub linkage: Option<Linkage>,
    pub dso_local: bool,
    pub visibility: Visibility,
}

/// Nesting depth of every type (through arrays, structs, named structs and function types),
/// computed without recursion: the deepest type and its depth, or a type that contains itself.
fn type_depths(types: &crate::ir::Types) -> Result<(TypeId, u32), TypeId> {
    let children = |t: TypeId| -> Vec<TypeId> {
        match types.get(t) {
            TypeData::Array { elem, .. } => vec![*elem],
            TypeData::Struct { fields, .. } => fields.to_vec(),
            TypeData::Named(id) => types
                .named_struct(*id)
                .body
                .as_ref()
                .map(|b| b.fields.clone())
                .unwrap_or_default(),
            TypeData::Func { ret, params, .. } => std::iter::once(*ret)
                .chain(params.iter().copied())
                .collect(),
            _ => Vec::new(),
        }
    };
    // 0: not seen; 1: on the current path; 2: done (depth known).
    let mut state = vec![0u8; types.len()];
    let mut depth = vec![0u32; types.len()];
    let mut best = (TypeId::VOID, 0);
    for start in 0..types.len() {
        if state[start] != 0 {
            continue;
        }
        let mut stack = vec![(TypeId::new(start), false)];
        while let Some((t, expanded)) = stack.pop() {
            let i = t.index();
            if expanded {
                let d = 1 + children(t)
                    .iter()
                    .map(|k| depth[k.index()])
                    .max()
                    .unwrap_or(0);
                depth[i] = d;
                state[i] = 2;
                if d > best.1 {
                    best = (t, d);
                }
                continue;
            }
            match state[i] {
                2 => continue,
                1 => return Err(t),
                _ => {}
            }
            state[i] = 1;
            stack.push((t, true));
            for k in children(t) {
                match state[k.index()] {
                    0 => stack.push((k, false)),
                    1 => return Err(k),
                    _ => {}
                }
            }
        }
    }
    Ok(best)
}

impl Parser<'_> {
    /// Finds every top-level definition; creates functions and globals in definition order;
    /// parses the data layout, named types and attribute groups.
    pub(super) fn prescan(&mut self) -> PResult<()> {
        // The pre-scan lexes the whole text once, with a window of three tokens.
        let mut lx = Lexer::new(self.src);
        let mut win = [lx.next_token()?, lx.next_token()?, lx.next_token()?];
        let mut type_defs = Vec::new();
        let mut groups = Vec::new();
        let mut layouts = Vec::new();
        while win[0].tok != Tok::Eof {
            let (t, next, next2) = (win[0].tok, win[1].tok, win[2].tok);
            match t {
                Tok::Word("define" | "declare") => {
                    // The function's name is the first global name after the keyword.
                    let start = win[0].loc;
                    loop {
                        win.rotate_left(1);
                        win[2] = lx.next_token()?;
                        match win[0].tok {
                            Tok::GlobalVar(name) => {
                                let name = self.name_text_at(name, win[0].loc)?;
                                self.declare_symbol(&name, win[0].loc, true)?;
                                if t == Tok::Word("define") && win[1].tok == Tok::LParen {
                                    // Step over the parameters and the body without lexing
                                    // them: the lexer is two tokens ahead, at the parameters.
                                    let mut probe = Lexer::at(self.src, win[1].pos, win[1].loc);
                                    if probe.skip_balanced(b'(', b')') {
                                        let mut after = probe.clone();
                                        let mut brace = None;
                                        loop {
                                            let tk = after.next_token()?;
                                            match tk.tok {
                                                Tok::LBrace => {
                                                    brace = Some(tk);
                                                    break;
                                                }
                                                Tok::Eof | Tok::Word("define" | "declare") => break,
                                                _ => {}
                                            }
                                        }
                                        if let Some(b) = brace {
                                            let mut body = Lexer::at(self.src, b.pos, b.loc);
                                            if body.skip_balanced(b'{', b'}') {
                                                lx = body;
                                                win[1] = lx.next_token()?;
                                                win[2] = lx.next_token()?;
                                            }
                                        }
                                    }
                                }
                                break;
                            }
                            Tok::GlobalId(_) => {
                                return self.unsupported_at(win[0].loc, "unnamed function ('@N')");
                            }
                            Tok::LBrace => {
                                // A literal struct return type (`declare { i32, i1 } @f`):
                                // step over it; the name follows.
                                let mut probe = Lexer::at(self.src, win[0].pos, win[0].loc);
                                if !probe.skip_balanced(b'{', b'}') {
                                    return self.err_at(start, "expected a function name");
                                }
                                lx = probe;
                                win[1] = lx.next_token()?;
                                win[2] = lx.next_token()?;
                            }
                            Tok::Eof => {
                                return self.err_at(start, "expected a function name");
                            }
                            _ => {}
                        }
                    }
                }
                Tok::GlobalVar(name) if next == Tok::Equal => {
                    let name = self.name_text_at(name, win[0].loc)?;
                    self.declare_symbol(&name, win[0].loc, false)?;
                }
                Tok::GlobalId(_) if next == Tok::Equal => {
                    return self.unsupported_at(win[0].loc, "unnamed global ('@N')");
                }
                Tok::LocalVar(_) if next == Tok::Equal && next2 == Tok::Word("type") => {
                    type_defs.push((win[0].pos, win[0].loc));
                }
                Tok::Word("attributes") if matches!(next, Tok::AttrGrpId(_)) => {
                    groups.push((win[0].pos, win[0].loc));
                }
                Tok::Word("target") if next == Tok::Word("datalayout") => {
                    layouts.push((win[0].pos, win[0].loc));
                }
                _ => {}
            }
            win.rotate_left(1);
            win[2] = lx.next_token()?;
        }
        for (pos, loc) in layouts {
            self.seek(pos, loc);
            self.target()?;
            self.skip.insert(pos, (self.pos(), self.loc()));
        }
        self.in_type_defs = true;
        for (pos, loc) in type_defs {
            self.seek(pos, loc);
            self.type_def()?;
            self.skip.insert(pos, (self.pos(), self.loc()));
        }
        self.in_type_defs = false;
        for (pos, loc) in groups {
            self.seek(pos, loc);
            self.attr_group()?;
            self.skip.insert(pos, (self.pos(), self.loc()));
        }
        self.check_types()
    }

    fn declare_symbol(&mut self, name: &str, loc: SrcLoc, is_fn: bool) -> PResult<()> {
        if self.symbols.contains_key(name) {
            return self.err_at(loc, format!("redefinition of '@{name}'"));
        }
        let gv = if is_fn {
            let mut f = Function::new(name, TypeId::VOID, 0);
            f.loc = loc;
            GlobalValue::Func(self.m.add_function(f))
        } else {
            let mut g = GlobalVar::new(name, AddrSpace::GENERIC, TypeId::VOID, None);
            g.loc = loc;
            GlobalValue::Var(self.m.add_global(g))
        };
        self.symbols.insert(name.to_owned(), gv);
        Ok(())
    }

    /// Named structs: each mentioned one is defined, none contains itself by value, none nests
    /// deeper than [`MAX_NESTING`](super::MAX_NESTING), and every field is sized.
    fn check_types(&mut self) -> PResult<()> {
        let defined: HashSet<_> = self.types_defined.iter().copied().collect();
        let mut undefined: Vec<_> = self
            .type_refs
            .iter()
            .filter(|(id, _)| !defined.contains(id))
            .collect();
        undefined.sort_by_key(|(_, loc)| **loc);
        if let Some(&(&id, &loc)) = undefined.first() {
            let name = self.m.types.named_struct(id).name.clone();
            return self.err_at(loc, format!("use of undefined type '%{name}'"));
        }
        let types = &self.m.types;
        let loc_of = |t: TypeId| match types.get(t) {
            TypeData::Named(id) => self.type_refs.get(id).copied().unwrap_or_default(),
            _ => SrcLoc::default(),
        };
        match type_depths(types) {
            Err(t) => {
                let name = types.display(t);
                return self.err_at(loc_of(t), format!("type '{name}' contains itself"));
            }
            Ok((t, depth)) if depth > super::MAX_NESTING => {
                let name = types.display(t);
                return self.err_at(
                    loc_of(t),
                    format!(
                        "type '{name}' nests {depth} levels deep (at most {})",
                        super::MAX_NESTING
                    ),
                );
            }
            Ok(_) => {}
        }
        for &id in &self.types_defined {
            let fields = types
                .named_struct(id)
                .body
                .as_ref()
                .map(|b| b.fields.clone())
                .unwrap_or_default();
            if fields.iter().any(|&f| !types.is_sized(f)) {
                let loc = self.type_refs.get(&id).copied().unwrap_or_default();
                let name = types.display(types.named_struct(id).ty);
                return self.err_at(loc, format!("type '{name}' has a field of unsized type"));
            }
        }
        Ok(())
    }

    /// One top-level statement.
    pub(super) fn top_level(&mut self) -> PResult<()> {
        let header = matches!(self.tok(), Tok::Word("source_filename" | "target"));
        if header && self.past_header {
            return self
                .err("'target' and 'source_filename' must come before every other definition");
        }
        self.past_header |= !header;
        match self.tok() {
            Tok::Word("source_filename") => {
                self.bump();
                self.expect(Tok::Equal, "'='")?;
                self.m.source_filename = Some(self.string("a file name")?);
                Ok(())
            }
            Tok::Word("target") => self.target(),
            Tok::Word("define") => self.function(true),
            Tok::Word("declare") => self.function(false),
            Tok::Word("module") => self.unsupported("module-level inline assembly"),
            Tok::Word("uselistorder" | "uselistorder_bb") => {
                self.unsupported("'uselistorder' directive")
            }
            Tok::Word("attributes") => self.attr_group(),
            Tok::LocalVar(_) => self.type_def(),
            Tok::LocalId(_) => self.unsupported("numbered named type ('%N = type ...')"),
            Tok::ComdatVar(_) => self.comdat_def(),
            Tok::GlobalVar(_) => self.global_def(),
            Tok::MetadataVar(_) => self.named_md(),
            Tok::MetadataId(_) => self.md_def(),
            _ => self.expected("a top-level entity"),
        }
    }

    fn target(&mut self) -> PResult<()> {
        self.expect_word("target")?;
        let which = self.bump();
        self.expect(Tok::Equal, "'='")?;
        let loc = self.loc();
        let s = self.string("a string")?;
        // LLVM prints these two strings without escapes: keep them printable.
        if !s
            .bytes()
            .all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\')
        {
            return self.err_at(
                loc,
                "target strings must be printable ASCII without quotes or backslashes",
            );
        }
        match which {
            Tok::Word("triple") => self.m.target_triple = Some(s),
            Tok::Word("datalayout") => {
                // LLVM prints no datalayout line for an empty one.
                let layout = (!s.is_empty()).then_some(s);
                if let Err(e) = self.m.set_data_layout(layout) {
                    return self.err_at(loc, e.to_string());
                }
            }
            _ => return self.err_at(loc, "expected 'triple' or 'datalayout' after 'target'"),
        }
        Ok(())
    }

    fn attr_group(&mut self) -> PResult<()> {
        let loc = self.loc();
        self.expect_word("attributes")?;
        let Tok::AttrGrpId(n) = self.bump() else {
            return self.expected("'#N'");
        };
        self.expect(Tok::Equal, "'='")?;
        self.expect(Tok::LBrace, "'{'")?;
        let attrs = self.fn_attrs(true)?;
        self.expect(Tok::RBrace, "'}' closing the attribute group")?;
        if self.attr_groups.insert(n, attrs.attrs).is_some() {
            return self.err_at(loc, format!("redefinition of attribute group '#{n}'"));
        }
        Ok(())
    }

    fn comdat_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let Tok::ComdatVar(n) = self.bump() else {
            return self.expected("'$name'");
        };
        let name = self.name_text(n)?;
        self.expect(Tok::Equal, "'='")?;
        self.expect_word("comdat")?;
        let kloc = self.loc();
        let kind = match self.bump() {
            Tok::Word(w) => match ComdatKind::from_name(w) {
                Some(k) => k,
                None => return self.err_at(kloc, format!("unknown comdat selection kind '{w}'")),
            },
            _ => return self.err_at(kloc, "expected a comdat selection kind"),
        };
        match self.comdats.get_mut(&name) {
            Some((_, _, true)) => {
                return self.err_at(loc, format!("redefinition of comdat '${name}'"));
            }
            Some((id, _, defined)) => {
                *defined = true;
                let id = *id;
                self.m.comdats[id].kind = kind;
            }
            None => {
                let id = self.m.comdat(&name, kind);
                self.comdats.insert(name, (id, loc, true));
            }
        }
        Ok(())
    }

    /// `comdat` or `comdat($name)`; `own` is the symbol's name.
    pub(super) fn comdat_ref(&mut self, own: &str) -> PResult<crate::ir::ComdatId> {
        let loc = self.loc();
        self.expect_word("comdat")?;
        let name = if self.eat(Tok::LParen) {
            let Tok::ComdatVar(n) = self.bump() else {
                return self.err_at(loc, "expected '$name'");
            };
            let s = self.name_text(n)?;
            self.expect(Tok::RParen, "')'")?;
            s
        } else {
            own.to_owned()
        };
        if let Some((id, _, _)) = self.comdats.get(&name) {
            return Ok(*id);
        }
        let id = self.m.comdat(&name, ComdatKind::Any);
        self.comdats.insert(name, (id, loc, false));
        Ok(id)
    }

    /// Linkage, preemption and visibility, in LLVM's order.
    pub(super) fn prefix(&mut self) -> PResult<Prefix> {
        let mut linkage = None;
        if let Tok::Word(w) = self.tok() {
            if w == "external" {
                self.bump();
                linkage = Some(Linkage::External);
            } else if let Some(l) = Linkage::from_name(w) {
                self.bump();
                linkage = Some(l);
            }
        }
        let mut dso_local = false;
        if self.eat_word("dso_local") {
            dso_local = true;
        } else {
            self.eat_word("dso_preemptable");
        }
        let mut visibility = Visibility::Default;
        if let Tok::Word(w) = self.tok() {
            if w == "default" {
                self.bump();
            } else if let Some(v) = Visibility::from_name(w) {
                self.bump();
                visibility = v;
            }
        }
        if let Tok::Word(w @ ("dllimport" | "dllexport")) = self.tok() {
            return self.unsupported(format!("DLL storage class '{w}'"));
        }
        if self.is_word("thread_local") {
            return self.unsupported("thread-local variable");
        }
        Ok(Prefix {
            linkage,
            dso_local,
            visibility,
        })
    }

    fn unnamed_addr(&mut self) -> UnnamedAddr {
        if self.eat_word("unnamed_addr") {
            UnnamedAddr::Global
        } else if self.eat_word("local_unnamed_addr") {
            UnnamedAddr::Local
        } else {
            UnnamedAddr::None
        }
    }

    fn global_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let Tok::GlobalVar(n) = self.bump() else {
            return self.expected("'@name'");
        };
        let name = self.name_text(n)?;
        let Some(&GlobalValue::Var(id)) = self.symbols.get(&name) else {
            return self.err_at(loc, format!("'@{name}' is not a global variable"));
        };
        self.expect(Tok::Equal, "'='")?;
        let pre = self.prefix()?;
        let unnamed_addr = self.unnamed_addr();
        let space = if self.is_word("addrspace") {
            self.addrspace()?
        } else {
            AddrSpace::GENERIC
        };
        let externally_initialized = self.eat_word("externally_initialized");
        let is_constant = match self.bump() {
            Tok::Word("global") => false,
            Tok::Word("constant") => true,
            Tok::Word(w @ ("alias" | "ifunc")) => {
                return self.unsupported_at(loc, format!("global {w}"));
            }
            _ => return self.err_at(loc, "expected 'global' or 'constant'"),
        };
        let tloc = self.loc();
        let value_ty = self.ty()?;
        let linkage = pre.linkage.unwrap_or(Linkage::External);
        let declaration = matches!(pre.linkage, Some(Linkage::External | Linkage::ExternWeak));
        let opaque_decl = declaration && matches!(self.m.types.get(value_ty), TypeData::Named(_));
        if !self.m.types.is_sized(value_ty) && !opaque_decl {
            return self.err_at(tloc, "a global variable must have a sized type");
        }
        let init = if declaration {
            None
        } else {
            Some(self.const_of(value_ty)?)
        };
        let mut g = GlobalVar::new(&name, space, value_ty, init);
        g.linkage = linkage;
        g.visibility = pre.visibility;
        g.dso_local = pre.dso_local && !linkage.implies_dso_local(pre.visibility);
        g.unnamed_addr = unnamed_addr;
        g.externally_initialized = externally_initialized;
        g.is_constant = is_constant;
        g.loc = loc;
        while self.eat(Tok::Comma) {
            match self.tok() {
                Tok::Word("section") => {
                    self.bump();
                    g.section = Some(self.string("a section name")?);
                }
                Tok::Word("align") => {
                    self.bump();
                    g.align = Some(self.align_value()?);
                }
                Tok::Word("comdat") => g.comdat = Some(self.comdat_ref(&name)?),
                Tok::Word(
                    w @ ("partition"
                    | "code_model"
                    | "no_sanitize_address"
                    | "no_sanitize_hwaddress"
                    | "sanitize_address_dyninit"
                    | "sanitize_memtag"),
                ) => {
                    return self.unsupported(format!("global variable property '{w}'"));
                }
                Tok::MetadataVar(kind) => {
                    self.bump();
                    let mloc = self.loc();
                    let node = self.md_ref_node()?;
                    if kind.raw == "type" {
                        self.type_attachments
                            .push((GlobalValue::Var(id), node, mloc));
                    }
                }
                _ => return self.expected("'section', 'align', 'comdat' or a metadata attachment"),
            }
        }
        if self.at_fn_attr() && matches!(self.tok(), Tok::AttrGrpId(_)) {
            return self.unsupported("attributes on a global variable");
        }
        self.m.globals[id] = g;
        Ok(())
    }

    /// `define ...` or `declare ...`.
    fn function(&mut self, is_definition: bool) -> PResult<()> {
        let loc = self.loc();
        self.bump();
        let pre = self.prefix()?;
        let cc = self.calling_conv()?;
        let ret_attrs = self.value_attrs(AttrScope::RET)?;
        let rloc = self.loc();
        let ret_ty = self.ty()?;
        if matches!(
            self.m.types.get(ret_ty),
            TypeData::Label | TypeData::Metadata | TypeData::Func { .. }
        ) || (!self.m.types.is_first_class(ret_ty) && ret_ty != TypeId::VOID)
        {
            return self.err_at(rloc, "invalid function return type");
        }
        let nloc = self.loc();
        let Tok::GlobalVar(n) = self.bump() else {
            return self.err_at(nloc, "expected a function name");
        };
        let name = self.name_text(n)?;
        let Some(&GlobalValue::Func(fid)) = self.symbols.get(&name) else {
            return self.err_at(nloc, format!("'@{name}' is not a function"));
        };
        // Parameters.
        self.expect(Tok::LParen, "'('")?;
        let mut param_tys = Vec::new();
        let mut params = Vec::new();
        let mut vararg = false;
        let mut unnamed = 0usize;
        // The numbers of the unnamed parameters (LLVM 19 lets them skip ahead).
        let mut numbers: Vec<u32> = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                let ploc = self.loc();
                let ty = self.ty()?;
                if !self.m.types.is_first_class(ty) && ty != TypeId::METADATA {
                    return self.err_at(ploc, "invalid parameter type");
                }
                let attrs = self.value_attrs(AttrScope::PARAM)?;
                let pname = match self.tok() {
                    Tok::LocalVar(pn) => {
                        self.bump();
                        Some(self.name_text(pn)?)
                    }
                    Tok::LocalId(k) => {
                        if (k as usize) < unnamed {
                            return self.err(format!(
                                "argument expected to be numbered '%{unnamed}' or greater"
                            ));
                        }
                        self.bump();
                        unnamed = k as usize + 1;
                        numbers.push(k);
                        None
                    }
                    _ => {
                        numbers.push(unnamed as u32);
                        unnamed += 1;
                        None
                    }
                };
                let attrs = self.m.attrs.intern(attrs);
                param_tys.push(ty);
                params.push(Param {
                    name: if is_definition {
                        pname.map(Into::into)
                    } else {
                        None
                    },
                    attrs,
                });
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')'")?;
            }
        }
        if is_definition {
            self.param_numbers.insert(fid, numbers);
        }
        let fn_ty = self.m.types.func(ret_ty, &param_tys, vararg);
        let unnamed_addr = self.unnamed_addr();
        if self.is_word("addrspace") {
            let s = self.addrspace()?;
            if s != AddrSpace::GENERIC {
                return self.unsupported("function in a non-zero program address space");
            }
        }
        let fa = self.fn_attrs(false)?;
        let mut f = Function::new(&name, fn_ty, params.len());
        f.params = params;
        f.linkage = pre.linkage.unwrap_or(Linkage::External);
        f.visibility = pre.visibility;
        f.dso_local = pre.dso_local && !f.linkage.implies_dso_local(pre.visibility);
        f.unnamed_addr = unnamed_addr;
        f.cc = cc;
        f.ret_attrs = self.m.attrs.intern(ret_attrs);
        f.attrs = self.m.attrs.intern(fa.attrs);
        f.align = fa.align;
        f.loc = loc;
        loop {
            match self.tok() {
                Tok::Word("section") => {
                    self.bump();
                    f.section = Some(self.string("a section name")?);
                }
                Tok::Word("comdat") => f.comdat = Some(self.comdat_ref(&name)?),
                Tok::Word("align") => {
                    self.bump();
                    f.align = Some(self.align_value()?);
                }
                Tok::Word(w @ ("gc" | "prefix" | "prologue" | "personality" | "partition")) => {
                    return self.unsupported(format!("function property '{w}'"));
                }
                Tok::MetadataVar(kind) if self.peek(1) != Tok::Equal => {
                    self.bump();
                    let mloc = self.loc();
                    let node = self.md_ref_node()?;
                    if kind.raw == "type" {
                        self.type_attachments
                            .push((GlobalValue::Func(fid), node, mloc));
                    } else if kind.raw == "thinlto_src_module" {
                        self.src_module_attachments.push((fid, node, mloc));
                    }
                }
                _ => break,
            }
        }
        // Intrinsics: LLVM gives a known intrinsic its own attributes, whatever was written.
        if name.starts_with("llvm.") {
            let Some((intr, _)) = intrinsics::lookup(&name) else {
                return self.unsupported_at(nloc, format!("intrinsic '@{name}'"));
            };
            if is_definition {
                return self.err_at(nloc, "llvm intrinsics cannot be defined");
            }
            let ia = intr.attributes();
            f.attrs = self.m.attrs.intern(ia.func);
            f.ret_attrs = self.m.attrs.intern(ia.ret);
            for (i, p) in f.params.iter_mut().enumerate() {
                p.attrs = self
                    .m
                    .attrs
                    .intern(ia.params.get(i).cloned().unwrap_or_default());
            }
        }
        if is_definition {
            if f.linkage == Linkage::ExternWeak {
                return self.err_at(loc, "invalid linkage for a function definition");
            }
            self.m.functions[fid] = f;
            self.function_body(fid)?;
        } else {
            if !matches!(f.linkage, Linkage::External | Linkage::ExternWeak) {
                return self.err_at(loc, "invalid linkage for a function declaration");
            }
            self.m.functions[fid] = f;
        }
        Ok(())
    }

    /// An optional calling convention.
    pub(super) fn calling_conv(&mut self) -> PResult<CallConv> {
        let loc = self.loc();
        let cc = if self.eat_word("cc") {
            CallConv::from_number(self.u32("a calling convention number")?)
        } else if let Tok::Word(w) = self.tok()
            && let Some(cc) = CallConv::from_keyword(w)
        {
            self.bump();
            cc
        } else {
            return Ok(CallConv::C);
        };
        // LLVM keeps calling conventions in 10 bits.
        if cc.number() > 1023 {
            return self.err_at(loc, "calling convention number must be at most 1023");
        }
        if crate::ir::UNSUPPORTED_CALLING_CONVENTIONS.contains(&cc.number()) {
            let name = cc
                .keyword()
                .map_or_else(|| format!("cc {}", cc.number()), str::to_owned);
            return self.unsupported_at(loc, format!("calling convention '{name}'"));
        }
        Ok(cc)
    }

    fn named_md(&mut self) -> PResult<()> {
        let loc = self.loc();
        let Tok::MetadataVar(n) = self.bump() else {
            return self.expected("'!name'");
        };
        let name = self.name_text(n)?;
        self.expect(Tok::Equal, "'='")?;
        self.expect(Tok::Exclaim, "'!'")?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut nodes = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                let nloc = self.loc();
                if !matches!(self.tok(), Tok::MetadataId(_)) {
                    if let Tok::MetadataVar(v) = self.tok() {
                        return self
                            .unsupported(format!("specialized metadata node ('!{}')", v.raw));
                    }
                    return self.expected("'!N'");
                }
                let id = self.md_ref_node()?;
                nodes.push((id, nloc));
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "',' or '}'")?;
            }
        }
        if name == "nvvm.annotations" {
            self.annotations.extend(nodes);
            return Ok(());
        }
        if self.m.named_md.iter().any(|nm| nm.name == name) {
            return self.err_at(loc, format!("redefinition of named metadata '!{name}'"));
        }
        self.m.named_md.push(NamedMd {
            name,
            nodes: nodes.into_iter().map(|(id, _)| id).collect(),
        });
        Ok(())
    }

    /// Resolutions that need the whole module.
    pub(super) fn finish(&mut self) -> PResult<()> {
        // Every metadata node mentioned is defined.
        let mut undefined: Vec<_> = self
            .md_ids
            .iter()
            .filter(|(_, (id, _))| !self.md_defined.get(id.index()).copied().unwrap_or(false))
            .map(|(n, (_, loc))| (*loc, *n))
            .collect();
        undefined.sort();
        if let Some((loc, n)) = undefined.first() {
            return self.err_at(*loc, format!("use of undefined metadata '!{n}'"));
        }
        // Every comdat mentioned is defined.
        let mut undefined: Vec<_> = self
            .comdats
            .iter()
            .filter(|(_, (_, _, d))| !d)
            .map(|(n, (_, loc, _))| (*loc, n.clone()))
            .collect();
        undefined.sort();
        if let Some((loc, n)) = undefined.first() {
            return self.err_at(*loc, format!("use of undefined comdat '${n}'"));
        }
        // Global references agree with the globals' address spaces.
        for &(c, loc) in &self.global_refs {
            let ConstData::Global { ty, gv } = *self.m.consts.get(c) else {
                continue;
            };
            let want = self.m.global_space(gv);
            if self.m.types.ptr_space(ty) != Some(want) {
                let name = self.m.global_name(gv).to_owned();
                return self.err_at(
                    loc,
                    format!(
                        "'@{name}' is in addrspace({}) but is used as '{}'",
                        want.0,
                        self.m.types.display(ty)
                    ),
                );
            }
        }
        // !type attachments.
        for &(gv, node, loc) in &self.type_attachments.clone() {
            let ops = &self.m.md[node].ops;
            let tm = match ops.as_slice() {
                [MdOperand::Value(off), id] => {
                    let offset = match self.m.consts.get(*off) {
                        ConstData::Int { ty, bits } if *ty == TypeId::I64 => *bits as i64,
                        _ => return self.err_at(loc, "!type offset must be an i64 constant"),
                    };
                    let id = match id {
                        MdOperand::String(s) => MdRef::String(s.clone()),
                        MdOperand::Node(n) => MdRef::Node(*n),
                        _ => {
                            return self.err_at(loc, "!type identifier must be a string or a node");
                        }
                    };
                    TypeMd { offset, id }
                }
                _ => {
                    return self.err_at(loc, "!type metadata must be '!{i64 <offset>, <type id>}'");
                }
            };
            match gv {
                GlobalValue::Func(f) => self.m.functions[f].type_md.push(tm),
                GlobalValue::Var(g) => self.m.globals[g].type_md.push(tm),
            }
        }
        // !thinlto_src_module attachments: one string.
        for (fid, node, loc) in std::mem::take(&mut self.src_module_attachments) {
            let [MdOperand::String(s)] = self.m.md[node].ops.as_slice() else {
                return self.err_at(
                    loc,
                    "!thinlto_src_module metadata must be '!{!\"<module>\"}'",
                );
            };
            self.m.functions[fid].thinlto_src_module = Some(s.to_string());
        }
        // !nvvm.annotations.
        for (node, loc) in std::mem::take(&mut self.annotations) {
            let ops = self.m.md[node].ops.clone();
            // An entry whose symbol is gone (`!{null, !"kernel", i32 1}`: LLVM's linker leaves
            // these when it drops an unreferenced local) annotates nothing.
            if matches!(ops.first(), Some(MdOperand::Null)) {
                continue;
            }
            let target = match ops.first() {
                Some(MdOperand::Value(c)) => self.m.consts.as_global(*c),
                _ => None,
            };
            let Some(target) = target else {
                return self.unsupported_at(
                    loc,
                    "!nvvm.annotations entry that does not start with a function or global",
                );
            };
            if ops.len() % 2 != 1 {
                return self.err_at(
                    loc,
                    "!nvvm.annotations entry must be a symbol followed by key/value pairs",
                );
            }
            for pair in ops[1..].chunks(2) {
                let (MdOperand::String(key), MdOperand::Value(v)) = (&pair[0], &pair[1]) else {
                    return self.err_at(
                        loc,
                        "!nvvm.annotations pairs must be a string key and an integer value",
                    );
                };
                if self.m.consts.as_int(*v).is_none() {
                    return self.err_at(loc, "!nvvm.annotations values must be integer constants");
                }
                let a = Annotation {
                    key: key.clone(),
                    value: *v,
                };
                match target {
                    GlobalValue::Func(f) => self.m.functions[f].annotations.push(a),
                    GlobalValue::Var(g) => self.m.globals[g].annotations.push(a),
                }
            }
        }
        Ok(())
    }
}
