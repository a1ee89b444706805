//! Function bodies: blocks, instructions, and local value resolution.
//!
//! Local names and blocks share one namespace, as in LLVM. A name used before its definition
//! reserves an instruction (or block) id with the type of the use; the definition fills the
//! reserved id and must agree on the type. Unnamed values, blocks and parameters are numbered
//! in order, and a numbered definition must carry the next number.

use std::borrow::Cow;

use rustc_hash::FxHashMap as HashMap;

use super::{PResult, Parser};
use crate::ir::{
    Align, AtomicInfo, AtomicOrdering, AtomicRmwData, AttrScope, BinaryOp, Block, BlockData, Body,
    CallData, CastOp, CmpXchgData, ConstData, FastMath, FloatPredicate, FuncId, Inst, InstData,
    InstNode, IntFlags, IntPredicate, RmwOp, SrcLoc, SyncScope, TailKind, TypeData, TypeId, Value,
};
use crate::text::lexer::Tok;

/// A local name: `%name` or `%N` (borrowed from the text unless it had escapes).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Key<'a> {
    Named(Cow<'a, str>),
    Num(u32),
}

impl Key<'_> {
    fn show(&self) -> String {
        match self {
            Key::Named(s) => crate::ir::names::display_name('%', s),
            Key::Num(n) => format!("%{n}"),
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Local {
    Val(Value),
    Block(Block),
}

/// Per-function parsing state.
struct FnCtx<'a> {
    body: Body,
    param_tys: Vec<TypeId>,
    ret_ty: TypeId,
    locals: HashMap<Key<'a>, Local>,
    next_num: u32,
    /// Reserved instructions not yet defined: first use and name.
    fwd_insts: HashMap<Inst, (SrcLoc, Key<'a>)>,
    /// Reserved blocks not yet defined.
    fwd_blocks: HashMap<Block, (SrcLoc, Key<'a>)>,
    cur: Option<Block>,
}

impl FnCtx<'_> {
    fn value_type(&self, v: Value, m: &crate::ir::Module) -> TypeId {
        match v {
            Value::Inst(i) => self.body.insts[i].ty,
            Value::Arg(n) => self.param_tys[n as usize],
            Value::Const(c) => m.consts.ty(c),
        }
    }
}

/// What the instruction parser produced, before it is placed.
struct Parsed {
    data: InstData,
    ty: TypeId,
}

impl<'a> Parser<'a> {
    fn local_key(&self, t: Tok<'a>) -> PResult<Option<Key<'a>>> {
        Ok(match t {
            Tok::LocalVar(n) => Some(Key::Named(self.name_cow(n)?)),
            Tok::LocalId(k) => Some(Key::Num(k)),
            _ => None,
        })
    }

    /// Parses the body of `fid` (the current token is `{`).
    pub(super) fn function_body(&mut self, fid: FuncId) -> PResult<()> {
        let (param_tys, ret_ty) = {
            let f = &self.m.functions[fid];
            (
                f.param_types(&self.m.types).to_vec(),
                f.ret_type(&self.m.types),
            )
        };
        let mut f = FnCtx {
            body: Body::new(),
            param_tys,
            ret_ty,
            locals: HashMap::default(),
            next_num: 0,
            fwd_insts: HashMap::default(),
            fwd_blocks: HashMap::default(),
            cur: None,
        };
        let numbers = self.param_numbers.remove(&fid).unwrap_or_default();
        let mut unnamed = numbers.into_iter();
        for (i, p) in self.m.functions[fid].params.iter().enumerate() {
            let key = match &p.name {
                Some(n) => Key::Named(Cow::Owned(n.to_string())),
                None => {
                    let k = unnamed.next().unwrap_or(f.next_num).max(f.next_num);
                    f.next_num = k + 1;
                    Key::Num(k)
                }
            };
            if f.locals
                .insert(key.clone(), Local::Val(Value::Arg(i as u32)))
                .is_some()
            {
                let loc = self.m.functions[fid].loc;
                return self.err_at(loc, format!("redefinition of parameter '{}'", key.show()));
            }
        }
        let open = self.loc();
        self.expect(Tok::LBrace, "'{' starting the function body")?;
        if self.tok() == Tok::RBrace {
            return self.err_at(open, "function body requires at least one basic block");
        }
        while !self.eat(Tok::RBrace) {
            if self.tok() == Tok::Eof {
                return self.err_at(open, "function body is not closed with '}'");
            }
            self.basic_block(&mut f)?;
        }
        if let Some((loc, key)) = f.fwd_insts.values().min_by_key(|(l, _)| *l) {
            return self.err_at(*loc, format!("use of undefined value '{}'", key.show()));
        }
        if let Some((loc, key)) = f.fwd_blocks.values().min_by_key(|(l, _)| *l) {
            return self.err_at(*loc, format!("use of undefined label '{}'", key.show()));
        }
        self.m.functions[fid].body = Some(f.body);
        Ok(())
    }

    fn basic_block(&mut self, f: &mut FnCtx<'a>) -> PResult<()> {
        let loc = self.loc();
        let key = match self.tok() {
            Tok::LabelStr(n) => {
                self.bump();
                Key::Named(self.name_cow(n)?)
            }
            Tok::LabelId(k) => {
                self.bump();
                // LLVM 19 takes any number from the next one up (gaps allowed).
                if k < f.next_num {
                    return self.err_at(
                        loc,
                        format!("label expected to be numbered '{}' or greater", f.next_num),
                    );
                }
                f.next_num = k + 1;
                Key::Num(k)
            }
            _ => {
                f.next_num += 1;
                Key::Num(f.next_num - 1)
            }
        };
        let b = match f.locals.get(&key) {
            Some(Local::Block(b)) if f.fwd_blocks.contains_key(b) => {
                let b = *b;
                f.fwd_blocks.remove(&b);
                b
            }
            Some(_) => return self.err_at(loc, format!("redefinition of '{}'", key.show())),
            None => {
                let b = f.body.blocks.push(BlockData::default());
                f.locals.insert(key.clone(), Local::Block(b));
                b
            }
        };
        let data = &mut f.body.blocks[b];
        data.name = match key {
            Key::Named(n) => Some(n.as_ref().into()),
            Key::Num(_) => None,
        };
        data.loc = loc;
        f.body.layout.push(b);
        f.cur = Some(b);
        loop {
            match self.tok() {
                Tok::RBrace | Tok::LabelStr(_) | Tok::LabelId(_) | Tok::Eof => {
                    let what = match &f.body.blocks[b].name {
                        Some(n) => crate::ir::names::display_name('%', n),
                        None => "an unnamed block".into(),
                    };
                    return self.err(format!(
                        "expected an instruction: {what} does not end with a terminator"
                    ));
                }
                _ => {}
            }
            if self.instruction(f)? {
                return Ok(());
            }
        }
    }

    /// The block `key` names, reserving it at first use.
    fn block_ref(&mut self, f: &mut FnCtx<'a>) -> PResult<Block> {
        let loc = self.loc();
        let t = self.bump();
        let Some(key) = self.local_key(t)? else {
            return self.err_at(loc, "expected a label ('%name')");
        };
        match f.locals.get(&key) {
            Some(Local::Block(b)) => Ok(*b),
            Some(Local::Val(_)) => {
                self.err_at(loc, format!("'{}' is a value, not a label", key.show()))
            }
            None => {
                let b = f.body.blocks.push(BlockData::default());
                f.locals.insert(key.clone(), Local::Block(b));
                f.fwd_blocks.insert(b, (loc, key));
                Ok(b)
            }
        }
    }

    /// `label %x`.
    fn label(&mut self, f: &mut FnCtx<'a>) -> PResult<Block> {
        self.expect_word("label")?;
        self.block_ref(f)
    }

    /// A value of type `ty`: a local, or a constant (metadata after `metadata`).
    fn value(&mut self, f: &mut FnCtx<'a>, ty: TypeId) -> PResult<Value> {
        let loc = self.loc();
        let t = self.tok();
        if let Some(key) = self.local_key(t)? {
            self.bump();
            return match f.locals.get(&key) {
                Some(Local::Val(v)) => {
                    let vt = f.value_type(*v, &self.m);
                    if vt != ty {
                        return self.err_at(
                            loc,
                            format!(
                                "'{}' has type '{}' but is used as '{}'",
                                key.show(),
                                self.m.types.display(vt),
                                self.m.types.display(ty)
                            ),
                        );
                    }
                    Ok(*v)
                }
                Some(Local::Block(_)) => {
                    self.err_at(loc, format!("'{}' is a label, not a value", key.show()))
                }
                None => {
                    if !self.m.types.is_first_class(ty) {
                        return self.err_at(
                            loc,
                            format!(
                                "'{}' cannot have type '{}'",
                                key.show(),
                                self.m.types.display(ty)
                            ),
                        );
                    }
                    let i = f.body.insts.push(InstNode {
                        data: InstData::Unreachable,
                        ty,
                        name: None,
                        loc,
                    });
                    f.locals.insert(key.clone(), Local::Val(Value::Inst(i)));
                    f.fwd_insts.insert(i, (loc, key));
                    Ok(Value::Inst(i))
                }
            };
        }
        if ty == TypeId::METADATA {
            return Ok(Value::Const(self.md_value()?));
        }
        Ok(Value::Const(self.const_of(ty)?))
    }

    /// `<ty> <value>`.
    fn typed_value(&mut self, f: &mut FnCtx<'a>) -> PResult<(Value, TypeId)> {
        let ty = self.ty()?;
        let v = self.value(f, ty)?;
        Ok((v, ty))
    }

    /// `<ty> <value>` where the type must satisfy `ok`.
    fn typed_value_where(
        &mut self,
        f: &mut FnCtx<'a>,
        what: &str,
        ok: impl Fn(&crate::ir::Types, TypeId) -> bool,
    ) -> PResult<(Value, TypeId)> {
        let loc = self.loc();
        let ty = self.ty()?;
        if !ok(&self.m.types, ty) {
            return self.err_at(
                loc,
                format!("expected {what}, found type '{}'", self.m.types.display(ty)),
            );
        }
        let v = self.value(f, ty)?;
        Ok((v, ty))
    }

    fn fast_math(&mut self) -> FastMath {
        let mut fmf = FastMath::NONE;
        loop {
            match self.tok() {
                Tok::Word("fast") => fmf = fmf.union(FastMath::FAST),
                Tok::Word(w) => match FastMath::from_name(w) {
                    Some(x) => fmf = fmf.union(x),
                    None => return fmf,
                },
                _ => return fmf,
            }
            self.bump();
        }
    }

    pub(super) fn int_flags(&mut self, allowed: IntFlags) -> PResult<IntFlags> {
        let mut flags = IntFlags::NONE;
        while let Tok::Word(w) = self.tok() {
            let Some(x) = IntFlags::from_name(w) else {
                break;
            };
            if !allowed.contains(x) {
                return self.err(format!("'{w}' is not allowed here"));
            }
            self.bump();
            flags = flags.union(x);
        }
        Ok(flags)
    }

    fn ordering(&mut self) -> PResult<AtomicOrdering> {
        let loc = self.loc();
        match self.bump() {
            Tok::Word(w) => match AtomicOrdering::from_name(w) {
                Some(o) => Ok(o),
                None => self.err_at(loc, format!("expected an atomic ordering, found '{w}'")),
            },
            _ => self.err_at(loc, "expected an atomic ordering"),
        }
    }

    fn sync_scope(&mut self) -> PResult<SyncScope> {
        if !self.eat_word("syncscope") {
            return Ok(None);
        }
        self.expect(Tok::LParen, "'('")?;
        let s = self.string("a scope name")?;
        self.expect(Tok::RParen, "')'")?;
        // The empty name is LLVM's system scope, printed as no scope at all.
        Ok((!s.is_empty()).then(|| s.into()))
    }

    /// `, align N` if present (not consuming `, !md`).
    fn opt_align(&mut self) -> PResult<Option<Align>> {
        if self.tok() == Tok::Comma && self.peek(1) == Tok::Word("align") {
            self.bump();
            self.bump();
            return Ok(Some(self.align_value()?));
        }
        Ok(None)
    }

    fn abi_align(&self, ty: TypeId) -> Align {
        Align::new(self.m.data_layout().abi_align(&self.m.types, ty)).unwrap_or(Align::ONE)
    }

    fn store_size_align(&self, ty: TypeId) -> Align {
        let s = self.m.data_layout().store_size(&self.m.types, ty);
        Align::new(s).unwrap_or_else(|| self.abi_align(ty))
    }

    /// Parses one instruction into the current block; returns whether it was a terminator.
    fn instruction(&mut self, f: &mut FnCtx<'a>) -> PResult<bool> {
        let loc = self.loc();
        let mut result: Option<Key<'a>> = None;
        if self.peek(1) == Tok::Equal {
            let t = self.tok();
            if let Some(k) = self.local_key(t)? {
                self.bump();
                self.bump();
                result = Some(k);
            }
        }
        let oploc = self.loc();
        let Tok::Word(op) = self.tok() else {
            return self.expected("an instruction");
        };
        self.bump();
        let parsed = self.instruction_body(f, op, oploc)?;
        self.skip_attachments()?;
        let is_term = parsed.data.is_terminator();
        self.place(f, result, parsed, loc)?;
        Ok(is_term)
    }

    /// Names (or numbers) the result and appends the instruction to the current block.
    fn place(
        &mut self,
        f: &mut FnCtx<'a>,
        result: Option<Key<'a>>,
        p: Parsed,
        loc: SrcLoc,
    ) -> PResult<()> {
        let Some(block) = f.cur else {
            return self.err_at(loc, "instruction outside a block");
        };
        let has_value = p.ty != TypeId::VOID;
        let key = match (result, has_value) {
            (Some(_), false) => {
                return self.err_at(loc, "instructions returning void cannot have a name");
            }
            (Some(Key::Num(k)), true) => {
                if k < f.next_num {
                    return self.err_at(
                        loc,
                        format!(
                            "instruction expected to be numbered '%{}' or greater",
                            f.next_num
                        ),
                    );
                }
                f.next_num = k + 1;
                Some(Key::Num(k))
            }
            (Some(k), true) => Some(k),
            (None, true) => {
                f.next_num += 1;
                Some(Key::Num(f.next_num - 1))
            }
            (None, false) => None,
        };
        let name: Option<Box<str>> = match &key {
            Some(Key::Named(n)) => Some(n.as_ref().into()),
            _ => None,
        };
        let node = InstNode {
            data: p.data,
            ty: p.ty,
            name,
            loc,
        };
        let inst = match key.as_ref().and_then(|k| f.locals.get(k).copied()) {
            None => {
                let i = f.body.insts.push(node);
                if let Some(k) = key {
                    f.locals.insert(k, Local::Val(Value::Inst(i)));
                }
                i
            }
            Some(Local::Val(Value::Inst(i))) if f.fwd_insts.contains_key(&i) => {
                let want = f.body.insts[i].ty;
                if want != p.ty {
                    let key = key.as_ref().map(Key::show).unwrap_or_default();
                    return self.err_at(
                        loc,
                        format!(
                            "'{key}' is defined with type '{}' but was used as '{}'",
                            self.m.types.display(p.ty),
                            self.m.types.display(want)
                        ),
                    );
                }
                f.fwd_insts.remove(&i);
                f.body.insts[i] = node;
                i
            }
            Some(_) => {
                let key = key.as_ref().map(Key::show).unwrap_or_default();
                return self.err_at(loc, format!("redefinition of '{key}'"));
            }
        };
        f.body.blocks[block].insts.push(inst);
        Ok(())
    }

    fn instruction_body(&mut self, f: &mut FnCtx<'a>, op: &str, oploc: SrcLoc) -> PResult<Parsed> {
        let types_display = |p: &Self, t: TypeId| p.m.types.display(t);
        if let Some(bop) = BinaryOp::from_name(op) {
            let flags = if bop.is_float() {
                self.fast_math().bits()
            } else {
                self.int_flags(bop.allowed_int_flags())?.bits()
            };
            let tloc = self.loc();
            let ty = self.ty()?;
            let ok = if bop.is_float() {
                self.m.types.is_float_or_float_vector(ty)
            } else {
                self.m.types.is_int_or_int_vector(ty)
            };
            if !ok {
                let kind = if bop.is_float() {
                    "floating point"
                } else {
                    "integer"
                };
                return self.err_at(
                    tloc,
                    format!(
                        "'{op}' needs {kind} operands, not '{}'",
                        types_display(self, ty)
                    ),
                );
            }
            let lhs = self.value(f, ty)?;
            self.expect(Tok::Comma, "','")?;
            let rhs = self.value(f, ty)?;
            return Ok(Parsed {
                data: InstData::Binary {
                    op: bop,
                    flags,
                    lhs,
                    rhs,
                },
                ty,
            });
        }
        if let Some(cop) = CastOp::from_name(op) {
            let flags = self.int_flags(cop.allowed_flags())?;
            let (arg, from) = self.typed_value(f)?;
            self.expect_word("to")?;
            let tloc = self.loc();
            let to = self.ty()?;
            if !cop.is_valid(&self.m.types, from, to) {
                return self.err_at(
                    tloc,
                    format!(
                        "invalid cast '{op}' from '{}' to '{}'",
                        types_display(self, from),
                        types_display(self, to)
                    ),
                );
            }
            return Ok(Parsed {
                data: InstData::Cast {
                    op: cop,
                    flags,
                    arg,
                },
                ty: to,
            });
        }
        match op {
            "fneg" => {
                let fmf = self.fast_math();
                let (arg, ty) = self.typed_value_where(f, "a floating point type", |t, ty| {
                    t.is_float_or_float_vector(ty)
                })?;
                Ok(Parsed {
                    data: InstData::FNeg { fmf, arg },
                    ty,
                })
            }
            "icmp" => {
                let ploc = self.loc();
                let pred = match self.bump() {
                    Tok::Word(w) => IntPredicate::from_name(w),
                    _ => None,
                };
                let Some(pred) = pred else {
                    return self.err_at(ploc, "expected an icmp predicate");
                };
                let (lhs, ty) =
                    self.typed_value_where(f, "an integer or pointer type", |t, ty| {
                        t.is_int_or_int_vector(ty) || t.is_ptr_or_ptr_vector(ty)
                    })?;
                self.expect(Tok::Comma, "','")?;
                let rhs = self.value(f, ty)?;
                let rty = self.m.types.with_scalar(ty, TypeId::I1);
                Ok(Parsed {
                    data: InstData::ICmp { pred, lhs, rhs },
                    ty: rty,
                })
            }
            "fcmp" => {
                let fmf = self.fast_math();
                let ploc = self.loc();
                let pred = match self.bump() {
                    Tok::Word(w) => FloatPredicate::from_name(w),
                    _ => None,
                };
                let Some(pred) = pred else {
                    return self.err_at(ploc, "expected an fcmp predicate");
                };
                let (lhs, ty) = self.typed_value_where(f, "a floating point type", |t, ty| {
                    t.is_float_or_float_vector(ty)
                })?;
                self.expect(Tok::Comma, "','")?;
                let rhs = self.value(f, ty)?;
                let rty = self.m.types.with_scalar(ty, TypeId::I1);
                Ok(Parsed {
                    data: InstData::FCmp {
                        pred,
                        fmf,
                        lhs,
                        rhs,
                    },
                    ty: rty,
                })
            }
            "select" => {
                let fmf = self.fast_math();
                let (cond, cty) = self.typed_value_where(f, "'i1'", |t, ty| {
                    ty == TypeId::I1 || t.vector_parts(ty).is_some_and(|(e, _)| e == TypeId::I1)
                })?;
                self.expect(Tok::Comma, "','")?;
                let vloc = self.loc();
                let (if_true, ty) =
                    self.typed_value_where(f, "a value type", |t, ty| t.is_first_class(ty))?;
                self.expect(Tok::Comma, "','")?;
                let tloc = self.loc();
                let (if_false, ty2) = self.typed_value(f)?;
                if ty2 != ty {
                    return self.err_at(tloc, "both values of a select must have the same type");
                }
                if let Some((_, n)) = self.m.types.vector_parts(cty)
                    && self.m.types.vector_parts(ty).map(|(_, k)| k) != Some(n)
                {
                    return self.err_at(vloc, "vector select requires selected vectors to have the same vector length as select condition");
                }
                Ok(Parsed {
                    data: InstData::Select {
                        fmf,
                        cond,
                        if_true,
                        if_false,
                    },
                    ty,
                })
            }
            "phi" => {
                let fmf = self.fast_math();
                let tloc = self.loc();
                let ty = self.ty()?;
                if !self.m.types.is_first_class(ty) {
                    return self.err_at(tloc, "invalid phi type");
                }
                let mut incoming = Vec::new();
                loop {
                    self.expect(Tok::LBracket, "'['")?;
                    let v = self.value(f, ty)?;
                    self.expect(Tok::Comma, "','")?;
                    let b = self.block_ref(f)?;
                    self.expect(Tok::RBracket, "']'")?;
                    incoming.push((v, b));
                    if self.tok() == Tok::Comma && self.peek(1) == Tok::LBracket {
                        self.bump();
                    } else {
                        break;
                    }
                }
                Ok(Parsed {
                    data: InstData::Phi { fmf, incoming },
                    ty,
                })
            }
            "alloca" => {
                if self.is_word("inalloca") {
                    return self.unsupported("'inalloca' alloca");
                }
                let tloc = self.loc();
                let ty = self.ty()?;
                if !self.m.types.is_sized(ty) {
                    return self.err_at(tloc, "cannot allocate an unsized type");
                }
                let mut count = None;
                let mut align = None;
                let mut space = self.m.data_layout().alloca_space();
                while self.tok() == Tok::Comma {
                    match self.peek(1) {
                        Tok::Word("align") => {
                            self.bump();
                            self.bump();
                            align = Some(self.align_value()?);
                        }
                        Tok::Word("addrspace") => {
                            self.bump();
                            space = self.addrspace()?;
                        }
                        Tok::MetadataVar(_) => break,
                        _ if count.is_none() && align.is_none() => {
                            self.bump();
                            let (c, _) =
                                self.typed_value_where(f, "an integer count", |t, ty| {
                                    t.is_int(ty)
                                })?;
                            count = Some(c);
                        }
                        _ => return self.expected("'align', 'addrspace' or metadata"),
                    }
                }
                if let Some(Value::Const(c)) = count
                    && matches!(
                        self.m.consts.get(c),
                        ConstData::Int {
                            ty: TypeId::I32,
                            bits: 1
                        }
                    )
                {
                    count = None;
                }
                let align = align.unwrap_or_else(|| {
                    Align::new(self.m.data_layout().pref_align(&self.m.types, ty))
                        .unwrap_or(Align::ONE)
                });
                let rty = self.m.types.ptr(space);
                Ok(Parsed {
                    data: InstData::Alloca {
                        ty,
                        count,
                        align,
                        space,
                    },
                    ty: rty,
                })
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let tloc = self.loc();
                let ty = self.ty()?;
                if !self.m.types.is_first_class(ty) {
                    return self.err_at(tloc, "cannot load an unsized or non-value type");
                }
                self.expect(Tok::Comma, "','")?;
                let (ptr, _) = self.typed_value_where(f, "a pointer", |t, ty| t.is_ptr(ty))?;
                let atomic = if atomic {
                    let scope = self.sync_scope()?;
                    let ordering = self.ordering()?;
                    if matches!(ordering, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
                        return self.err_at(oploc, "atomic load cannot use release ordering");
                    }
                    Some(Box::new(AtomicInfo { ordering, scope }))
                } else {
                    None
                };
                let align = match self.opt_align()? {
                    Some(a) => a,
                    None if atomic.is_some() => {
                        return self.err("atomic load must have an explicit alignment");
                    }
                    None => self.abi_align(ty),
                };
                Ok(Parsed {
                    data: InstData::Load {
                        ptr,
                        align,
                        volatile,
                        atomic,
                    },
                    ty,
                })
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let (value, vty) =
                    self.typed_value_where(f, "a value type", |t, ty| t.is_first_class(ty))?;
                self.expect(Tok::Comma, "','")?;
                let (ptr, _) = self.typed_value_where(f, "a pointer", |t, ty| t.is_ptr(ty))?;
                let atomic = if atomic {
                    let scope = self.sync_scope()?;
                    let ordering = self.ordering()?;
                    if matches!(ordering, AtomicOrdering::Acquire | AtomicOrdering::AcqRel) {
                        return self.err_at(oploc, "atomic store cannot use acquire ordering");
                    }
                    Some(Box::new(AtomicInfo { ordering, scope }))
                } else {
                    None
                };
                let align = match self.opt_align()? {
                    Some(a) => a,
                    None if atomic.is_some() => {
                        return self.err("atomic store must have an explicit alignment");
                    }
                    None => self.abi_align(vty),
                };
                Ok(Parsed {
                    data: InstData::Store {
                        value,
                        ptr,
                        align,
                        volatile,
                        atomic,
                    },
                    ty: TypeId::VOID,
                })
            }
            "getelementptr" => {
                let flags = self.gep_flags()?;
                let sloc = self.loc();
                let source_ty = self.ty()?;
                if !self.m.types.is_sized(source_ty) {
                    return self.err_at(sloc, "getelementptr source type must be sized");
                }
                self.expect(Tok::Comma, "','")?;
                let (base, bty) = self.typed_value_where(f, "a pointer", |t, ty| t.is_ptr(ty))?;
                let mut indices = Vec::new();
                let mut cur = source_ty;
                while self.tok() == Tok::Comma && !matches!(self.peek(1), Tok::MetadataVar(_)) {
                    self.bump();
                    let iloc = self.loc();
                    let (idx, ity) =
                        self.typed_value_where(f, "an integer index", |t, ty| t.is_int(ty))?;
                    if !indices.is_empty() {
                        let value = match idx {
                            Value::Const(c) => self.m.consts.as_int(c),
                            _ => None,
                        };
                        match self.m.types.gep_step(cur, ity, value) {
                            Ok(t) => cur = t,
                            Err(e) => {
                                return self
                                    .err_at(iloc, format!("invalid getelementptr indices: {e}"));
                            }
                        }
                    }
                    indices.push(idx);
                }
                Ok(Parsed {
                    data: InstData::Gep {
                        source_ty,
                        flags,
                        base,
                        indices,
                    },
                    ty: bty,
                })
            }
            "extractvalue" => {
                let (agg, aty) =
                    self.typed_value_where(f, "an aggregate", |t, ty| t.is_aggregate(ty))?;
                let (indices, ty) = self.value_indices(aty)?;
                Ok(Parsed {
                    data: InstData::ExtractValue { agg, indices },
                    ty,
                })
            }
            "insertvalue" => {
                let (agg, aty) =
                    self.typed_value_where(f, "an aggregate", |t, ty| t.is_aggregate(ty))?;
                self.expect(Tok::Comma, "','")?;
                let eloc = self.loc();
                let (elt, ety) = self.typed_value(f)?;
                let (indices, want) = self.value_indices(aty)?;
                if want != ety {
                    return self.err_at(
                        eloc,
                        format!(
                            "inserted value has type '{}' but the field is '{}'",
                            types_display(self, ety),
                            types_display(self, want)
                        ),
                    );
                }
                Ok(Parsed {
                    data: InstData::InsertValue { agg, elt, indices },
                    ty: aty,
                })
            }
            "extractelement" => {
                let (vec, vty) = self.typed_value_where(f, "a vector", |t, ty| t.is_vector(ty))?;
                self.expect(Tok::Comma, "','")?;
                let (idx, _) =
                    self.typed_value_where(f, "an integer index", |t, ty| t.is_int(ty))?;
                let (elem, _) = self.m.types.vector_parts(vty).expect("checked: a vector");
                Ok(Parsed {
                    data: InstData::ExtractElement { vec, idx },
                    ty: elem,
                })
            }
            "insertelement" => {
                let (vec, vty) = self.typed_value_where(f, "a vector", |t, ty| t.is_vector(ty))?;
                self.expect(Tok::Comma, "','")?;
                let (elem, _) = self.m.types.vector_parts(vty).expect("checked: a vector");
                let eloc = self.loc();
                let (elt, ety) = self.typed_value(f)?;
                if ety != elem {
                    return self.err_at(eloc, "invalid insertelement operands");
                }
                self.expect(Tok::Comma, "','")?;
                let (idx, _) =
                    self.typed_value_where(f, "an integer index", |t, ty| t.is_int(ty))?;
                Ok(Parsed {
                    data: InstData::InsertElement { vec, elt, idx },
                    ty: vty,
                })
            }
            "shufflevector" => {
                let (a, vty) = self.typed_value_where(f, "a vector", |t, ty| t.is_vector(ty))?;
                self.expect(Tok::Comma, "','")?;
                let bloc = self.loc();
                let (b, bty) = self.typed_value(f)?;
                if bty != vty {
                    return self.err_at(bloc, "invalid shufflevector operands");
                }
                self.expect(Tok::Comma, "','")?;
                let mloc = self.loc();
                let mask_c = self.typed_const()?;
                let mty = self.m.consts.ty(mask_c);
                let Some((TypeId::I32, _)) = self.m.types.vector_parts(mty) else {
                    return self.err_at(mloc, "invalid shufflevector operands");
                };
                let Some(lanes) = self.m.consts.vector_elems(&self.m.types, mask_c) else {
                    return self.err_at(mloc, "invalid shufflevector operands");
                };
                let (elem, n) = self.m.types.vector_parts(vty).expect("checked: a vector");
                let mut mask = Vec::with_capacity(lanes.len());
                for l in lanes {
                    match self.m.consts.get(l) {
                        ConstData::Int { bits, .. } if *bits < 2 * u64::from(n) => {
                            mask.push(Some(*bits as u32))
                        }
                        ConstData::Undef(_) | ConstData::Poison(_) => mask.push(None),
                        _ => return self.err_at(mloc, "invalid shufflevector operands"),
                    }
                }
                let ty = self.m.types.vector(elem, mask.len() as u32);
                Ok(Parsed {
                    data: InstData::ShuffleVector {
                        a,
                        b,
                        mask: mask.into(),
                    },
                    ty,
                })
            }
            "call" => self.call(f, TailKind::None),
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                let tail = match op {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.call(f, tail)
            }
            "atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let rloc = self.loc();
                let rop = match self.bump() {
                    Tok::Word(w) => RmwOp::from_name(w),
                    _ => None,
                };
                let Some(rop) = rop else {
                    return self.err_at(rloc, "expected an atomicrmw operation");
                };
                let (ptr, _) = self.typed_value_where(f, "a pointer", |t, ty| t.is_ptr(ty))?;
                self.expect(Tok::Comma, "','")?;
                let vloc = self.loc();
                let (val, ty) = self.typed_value(f)?;
                let ok = if rop.is_float() {
                    self.m.types.is_float(ty)
                } else if rop == RmwOp::Xchg {
                    self.m.types.is_scalar(ty)
                } else {
                    self.m.types.is_int(ty)
                };
                if !ok {
                    return self.err_at(
                        vloc,
                        format!(
                            "atomicrmw {} cannot operate on '{}'",
                            rop.name(),
                            types_display(self, ty)
                        ),
                    );
                }
                let scope = self.sync_scope()?;
                let ordering = self.ordering()?;
                if ordering == AtomicOrdering::Unordered {
                    return self.err_at(oploc, "atomicrmw cannot be unordered");
                }
                let align = match self.opt_align()? {
                    Some(a) => a,
                    None => self.store_size_align(ty),
                };
                Ok(Parsed {
                    data: InstData::AtomicRmw(Box::new(AtomicRmwData {
                        op: rop,
                        ptr,
                        val,
                        ordering,
                        scope,
                        align,
                        volatile,
                    })),
                    ty,
                })
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let (ptr, _) = self.typed_value_where(f, "a pointer", |t, ty| t.is_ptr(ty))?;
                self.expect(Tok::Comma, "','")?;
                let (cmp, ty) = self.typed_value_where(f, "an integer or pointer", |t, ty| {
                    t.is_int(ty) || t.is_ptr(ty)
                })?;
                self.expect(Tok::Comma, "','")?;
                let tloc = self.loc();
                let (new, ty2) = self.typed_value(f)?;
                if ty2 != ty {
                    return self.err_at(
                        tloc,
                        "compare and new values of cmpxchg must have the same type",
                    );
                }
                let scope = self.sync_scope()?;
                let success = self.ordering()?;
                let failure = self.ordering()?;
                if matches!(failure, AtomicOrdering::Release | AtomicOrdering::AcqRel)
                    || success == AtomicOrdering::Unordered
                    || failure == AtomicOrdering::Unordered
                {
                    return self.err_at(oploc, "invalid cmpxchg orderings");
                }
                let align = match self.opt_align()? {
                    Some(a) => a,
                    None => self.store_size_align(ty),
                };
                let rty = self.m.types.struct_(&[ty, TypeId::I1], false);
                Ok(Parsed {
                    data: InstData::CmpXchg(Box::new(CmpXchgData {
                        ptr,
                        cmp,
                        new,
                        success,
                        failure,
                        scope,
                        align,
                        volatile,
                        weak,
                    })),
                    ty: rty,
                })
            }
            "fence" => {
                let scope = self.sync_scope()?;
                let ordering = self.ordering()?;
                if matches!(
                    ordering,
                    AtomicOrdering::Unordered | AtomicOrdering::Monotonic
                ) {
                    return self.err_at(
                        oploc,
                        "fence needs acquire, release, acq_rel or seq_cst ordering",
                    );
                }
                Ok(Parsed {
                    data: InstData::Fence { ordering, scope },
                    ty: TypeId::VOID,
                })
            }
            "freeze" => {
                let (arg, ty) =
                    self.typed_value_where(f, "a value type", |t, ty| t.is_first_class(ty))?;
                Ok(Parsed {
                    data: InstData::Freeze { arg },
                    ty,
                })
            }
            "ret" => {
                let tloc = self.loc();
                if self.eat_word("void") {
                    if f.ret_ty != TypeId::VOID {
                        return self.err_at(tloc, "value doesn't match function result type");
                    }
                    return Ok(Parsed {
                        data: InstData::Ret { value: None },
                        ty: TypeId::VOID,
                    });
                }
                let ty = self.ty()?;
                if ty != f.ret_ty {
                    return self.err_at(
                        tloc,
                        format!(
                            "value doesn't match function result type '{}'",
                            types_display(self, f.ret_ty)
                        ),
                    );
                }
                let v = self.value(f, ty)?;
                Ok(Parsed {
                    data: InstData::Ret { value: Some(v) },
                    ty: TypeId::VOID,
                })
            }
            "br" => {
                if self.is_word("label") {
                    let dest = self.label(f)?;
                    return Ok(Parsed {
                        data: InstData::Br { dest },
                        ty: TypeId::VOID,
                    });
                }
                let (cond, _) =
                    self.typed_value_where(f, "'i1' or 'label'", |_, ty| ty == TypeId::I1)?;
                self.expect(Tok::Comma, "','")?;
                let if_true = self.label(f)?;
                self.expect(Tok::Comma, "','")?;
                let if_false = self.label(f)?;
                Ok(Parsed {
                    data: InstData::CondBr {
                        cond,
                        if_true,
                        if_false,
                    },
                    ty: TypeId::VOID,
                })
            }
            "switch" => {
                let (cond, ty) = self.typed_value_where(f, "an integer", |t, ty| t.is_int(ty))?;
                self.expect(Tok::Comma, "','")?;
                let default = self.label(f)?;
                self.expect(Tok::LBracket, "'['")?;
                let mut cases = Vec::new();
                while !self.eat(Tok::RBracket) {
                    let cloc = self.loc();
                    let cty = self.ty()?;
                    if cty != ty {
                        return self.err_at(cloc, "switch case must have the condition's type");
                    }
                    let c = self.const_of(cty)?;
                    if self.m.consts.as_int(c).is_none() {
                        return self.err_at(cloc, "switch case must be an integer constant");
                    }
                    if cases.iter().any(|&(k, _)| k == c) {
                        return self.err_at(cloc, "duplicate case value in switch");
                    }
                    self.expect(Tok::Comma, "','")?;
                    let b = self.label(f)?;
                    cases.push((c, b));
                }
                Ok(Parsed {
                    data: InstData::Switch {
                        cond,
                        default,
                        cases,
                    },
                    ty: TypeId::VOID,
                })
            }
            "unreachable" => Ok(Parsed {
                data: InstData::Unreachable,
                ty: TypeId::VOID,
            }),
            "invoke" | "resume" | "indirectbr" | "callbr" | "catchswitch" | "catchret"
            | "cleanupret" | "landingpad" | "catchpad" | "cleanuppad" | "va_arg" => {
                self.unsupported_at(oploc, format!("instruction '{op}'"))
            }
            _ => self.err_at(oploc, format!("expected an instruction, found '{op}'")),
        }
    }

    /// `, i, j, ...` indices of extractvalue/insertvalue into `aty`; returns them and the type
    /// they reach.
    fn value_indices(&mut self, aty: TypeId) -> PResult<(Box<[u32]>, TypeId)> {
        let mut indices = Vec::new();
        let mut cur = aty;
        while self.tok() == Tok::Comma && !matches!(self.peek(1), Tok::MetadataVar(_)) {
            self.bump();
            let loc = self.loc();
            let i = self.u32("an index")?;
            match self.m.types.aggregate_field(cur, u64::from(i)) {
                Some(t) => cur = t,
                None => {
                    return self.err_at(
                        loc,
                        format!("invalid index {i} into '{}'", self.m.types.display(cur)),
                    );
                }
            }
            indices.push(i);
        }
        if indices.is_empty() {
            return self.expected("an index");
        }
        Ok((indices.into(), cur))
    }

    fn call(&mut self, f: &mut FnCtx<'a>, tail: TailKind) -> PResult<Parsed> {
        let fmf = self.fast_math();
        let cc = self.calling_conv()?;
        let ret_attrs = self.value_attrs(AttrScope::RET)?;
        if self.is_word("addrspace") {
            let s = self.addrspace()?;
            if !s.is_generic() {
                return self.unsupported("call through a non-zero program address space");
            }
        }
        let tloc = self.loc();
        let ty = self.ty()?;
        let explicit_fn_ty = matches!(self.m.types.get(ty), TypeData::Func { .. });
        let ret_ty = match self.m.types.func_parts(ty) {
            Some((r, _, _)) => r,
            None => ty,
        };
        if !self.m.types.is_first_class(ret_ty) && ret_ty != TypeId::VOID {
            return self.err_at(tloc, "invalid call return type");
        }
        let cloc = self.loc();
        // Inline assembly takes its function type from the call, known once the arguments
        // are read.
        let mut asm: Option<crate::ir::InlineAsm> = None;
        let callee = match self.tok() {
            Tok::Word("asm") => {
                self.bump();
                let mut a = crate::ir::InlineAsm {
                    fn_ty: TypeId::VOID,
                    asm: "".into(),
                    constraints: "".into(),
                    side_effect: false,
                    align_stack: false,
                    intel_dialect: false,
                    unwind: false,
                };
                loop {
                    match self.tok() {
                        Tok::Word("sideeffect") => a.side_effect = true,
                        Tok::Word("alignstack") => a.align_stack = true,
                        Tok::Word("inteldialect") => a.intel_dialect = true,
                        Tok::Word("unwind") => a.unwind = true,
                        _ => break,
                    }
                    self.bump();
                }
                a.asm = self.string("the inline assembly text")?.into();
                self.expect(Tok::Comma, "',' before the constraint string")?;
                a.constraints = self.string("the inline assembly constraint string")?.into();
                asm = Some(a);
                Value::Const(self.m.consts.null(TypeId::PTR))
            }
            _ => self.value(f, TypeId::PTR)?,
        };
        // Any pointer constant can be called, as in LLVM (`call void null()` is valid IR,
        // undefined when it runs): the reducer makes such calls.
        if asm.is_none()
            && let Value::Const(c) = callee
            && self.m.types.ptr_space(self.m.consts.ty(c)).is_none()
        {
            return self.err_at(cloc, "callee must be a function or a pointer value");
        }
        self.expect(Tok::LParen, "'(' starting the call arguments")?;
        let mut args = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut arg_tys = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                let aloc = self.loc();
                let aty = self.ty()?;
                if !self.m.types.is_first_class(aty) && aty != TypeId::METADATA {
                    return self.err_at(aloc, "invalid call argument type");
                }
                let attrs = self.value_attrs(AttrScope::PARAM)?;
                let v = self.value(f, aty)?;
                args.push(v);
                arg_attrs.push(self.m.attrs.intern(attrs));
                arg_tys.push(aty);
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')'")?;
            }
        }
        let fn_ty = if explicit_fn_ty {
            let (_, params, vararg) = self.m.types.func_parts(ty).expect("a function type");
            let fixed = params.len();
            let ok = arg_tys.len() == fixed || (vararg && arg_tys.len() > fixed);
            if !ok || params.iter().zip(&arg_tys).any(|(p, a)| p != a) {
                return self.err_at(tloc, "call arguments do not match the function type");
            }
            ty
        } else {
            self.m.types.func(ret_ty, &arg_tys, false)
        };
        let callee = match asm {
            Some(a) => {
                let a = crate::ir::InlineAsm { fn_ty, ..a };
                if let Err(e) = a.check_constraints(&self.m.types) {
                    return self.err_at(cloc, e);
                }
                Value::Const(self.m.consts.inline_asm(a))
            }
            None => callee,
        };
        let fa = self.fn_attrs(false)?;
        if fa.align.is_some() {
            return self.err("'align' is not a call-site attribute");
        }
        if self.tok() == Tok::LBracket {
            return self.unsupported("operand bundles");
        }
        let data = CallData {
            callee,
            fn_ty,
            args,
            arg_attrs,
            ret_attrs: self.m.attrs.intern(ret_attrs),
            fn_attrs: self.m.attrs.intern(fa.attrs),
            cc,
            tail,
            fmf,
        };
        Ok(Parsed {
            data: InstData::Call(Box::new(data)),
            ty: ret_ty,
        })
    }
}
