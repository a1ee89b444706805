//! Constants, constant expressions and metadata.

use super::types::parse_int_fits;
use super::{PResult, Parser};
use crate::ir::f64_bits_to_f32;
use crate::ir::{
    BinaryOp, CastOp, ConstId, FloatKind, GepFlags, MdId, MdNode, MdOperand, MdRef, TypeData,
    TypeId,
};
use crate::text::lexer::{Tok, unescape};

/// The longest vector constant seam lists element by element (a `splat` of more is refused).
const MAX_LISTED_ELEMENTS: u32 = 1 << 16;

impl Parser<'_> {
    /// `<ty> <constant>`.
    pub(super) fn typed_const(&mut self) -> PResult<ConstId> {
        let ty = self.ty()?;
        self.const_of(ty)
    }

    /// A constant of type `ty`.
    pub(super) fn const_of(&mut self, ty: TypeId) -> PResult<ConstId> {
        self.enter()?;
        let r = self.const_inner(ty);
        self.leave();
        r
    }

    fn const_inner(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        if matches!(
            self.m.types.get(ty),
            TypeData::Void | TypeData::Label | TypeData::Func { .. }
        ) {
            return self.err(format!(
                "a constant cannot have type '{}'",
                self.m.types.display(ty)
            ));
        }
        match self.tok() {
            Tok::Int(s) => {
                let Some(bits) = self.m.types.int_bits(ty) else {
                    return self.err(format!(
                        "integer constant '{s}' must have integer type, not '{}'",
                        self.m.types.display(ty)
                    ));
                };
                self.bump();
                match parse_int_fits(s, bits) {
                    Some(v) => Ok(self.m.consts.int(&self.m.types, ty, v)),
                    None => self.err_at(
                        loc,
                        format!("integer constant '{s}' does not fit in i{bits}"),
                    ),
                }
            }
            Tok::HexInt(s) => {
                let Some(bits) = self.m.types.int_bits(ty) else {
                    return self.err("hexadecimal integer constant must have integer type");
                };
                self.bump();
                // As LLVM reads them: the digits' value, cut to its significant bits; for
                // s0x that bit pattern is signed, so a non-zero s0x literal is negative.
                let digits = &s[3..];
                let value = u128::from_str_radix(digits, 16)
                    .ok()
                    .filter(|_| !digits.is_empty() && digits.len() <= 31);
                let value: Option<i128> = value.map(|v| {
                    let active = 128 - v.leading_zeros();
                    if s.starts_with('s') && active > 0 {
                        (v as i128) - (1i128 << active)
                    } else {
                        v as i128
                    }
                });
                let fits = value.filter(|&v| v >= -(1i128 << (bits - 1)) && v < (1i128 << bits));
                match fits {
                    Some(v) => Ok(self.m.consts.int(&self.m.types, ty, v as u64)),
                    None => self.err_at(
                        loc,
                        format!("integer constant '{s}' does not fit in i{bits}"),
                    ),
                }
            }
            Tok::Float(s) => {
                self.bump();
                let Ok(v) = s.parse::<f64>() else {
                    return self.err_at(loc, format!("invalid floating point constant '{s}'"));
                };
                match self.m.types.get(ty) {
                    TypeData::Double => Ok(self.m.consts.float_bits(ty, v.to_bits())),
                    TypeData::Float => match f64_bits_to_f32(v.to_bits()) {
                        Some(b) => Ok(self.m.consts.float_bits(ty, u64::from(b))),
                        None => self.err_at(loc, "floating point constant invalid for type"),
                    },
                    TypeData::Half | TypeData::BFloat => {
                        let k = FloatKind::of(&self.m.types, ty).expect("a float type");
                        match k.exact_from_f64(v) {
                            Some(b) => Ok(self.m.consts.float_bits(ty, b)),
                            None => self.err_at(loc, "floating point constant invalid for type"),
                        }
                    }
                    _ => self.err_at(
                        loc,
                        format!(
                            "floating point constant must have float or double type, not '{}'",
                            self.m.types.display(ty)
                        ),
                    ),
                }
            }
            Tok::HexFloat(s) => {
                self.bump();
                let digits = &s[2..];
                if let Some(kind @ ('H' | 'R')) = digits.chars().next() {
                    // 0xH: half bits, 0xR: bfloat bits, exactly 16 bits either way.
                    let want = if kind == 'H' {
                        TypeData::Half
                    } else {
                        TypeData::BFloat
                    };
                    let hex = &digits[1..];
                    let bits = u64::from_str_radix(hex, 16)
                        .ok()
                        .filter(|_| !hex.is_empty() && hex.len() <= 4);
                    let Some(bits) = bits else {
                        return self.err_at(
                            loc,
                            format!("invalid hexadecimal floating point constant '{s}'"),
                        );
                    };
                    if *self.m.types.get(ty) != want {
                        return self.err_at(loc, "floating point constant invalid for type");
                    }
                    return Ok(self.m.consts.float_bits(ty, bits));
                }
                if digits.starts_with(['K', 'L', 'M']) {
                    return self
                        .unsupported_at(loc, format!("floating point format '{}'", &s[..3]));
                }
                let Ok(bits) = u64::from_str_radix(digits, 16) else {
                    return self.err_at(
                        loc,
                        format!("invalid hexadecimal floating point constant '{s}'"),
                    );
                };
                if digits.is_empty() || digits.len() > 16 {
                    return self.err_at(
                        loc,
                        format!("invalid hexadecimal floating point constant '{s}'"),
                    );
                }
                match self.m.types.get(ty) {
                    TypeData::Double => Ok(self.m.consts.float_bits(ty, bits)),
                    TypeData::Float => match f64_bits_to_f32(bits) {
                        Some(b) => Ok(self.m.consts.float_bits(ty, u64::from(b))),
                        None => self.err_at(loc, "floating point constant invalid for type"),
                    },
                    _ => self.err_at(
                        loc,
                        format!(
                            "floating point constant must have float or double type, not '{}'",
                            self.m.types.display(ty)
                        ),
                    ),
                }
            }
            Tok::Word(w) => self.const_word(ty, w),
            Tok::LBrace => {
                let packed = false;
                self.struct_const(ty, packed)
            }
            Tok::Less => {
                if self.peek(1) == Tok::LBrace {
                    self.bump();
                    let c = self.struct_const(ty, true)?;
                    self.expect(Tok::Greater, "'>' closing a packed struct constant")?;
                    Ok(c)
                } else {
                    self.vector_const(ty)
                }
            }
            Tok::LBracket => self.array_const(ty),
            Tok::CStr(raw) => {
                self.bump();
                let bytes = unescape(raw);
                match self.m.types.array_parts(ty) {
                    Some((TypeId::I8, n)) if n == bytes.len() as u64 => {
                        Ok(self.m.consts.bytes(&mut self.m.types, &bytes))
                    }
                    _ => self.err_at(
                        loc,
                        format!(
                            "constant string of {} bytes does not have type '{}'",
                            bytes.len(),
                            self.m.types.display(ty)
                        ),
                    ),
                }
            }
            Tok::GlobalVar(n) => {
                self.bump();
                let gv = self.symbol(n, loc)?;
                if !self.m.types.is_ptr(ty) {
                    return self.err_at(
                        loc,
                        format!(
                            "global '@{}' must have pointer type, not '{}'",
                            n.raw,
                            self.m.types.display(ty)
                        ),
                    );
                }
                let c = self.m.consts.global(ty, gv);
                self.global_refs.push((c, loc));
                Ok(c)
            }
            Tok::GlobalId(_) => self.unsupported("unnamed global ('@N')"),
            Tok::LocalVar(_) | Tok::LocalId(_) => {
                self.err("expected a constant, found a local value")
            }
            _ => self.expected("a constant"),
        }
    }

    fn const_word(&mut self, ty: TypeId, w: &str) -> PResult<ConstId> {
        let loc = self.loc();
        let tyname = self.m.types.display(ty);
        match w {
            "true" | "false" => {
                if ty != TypeId::I1 {
                    return self.err(format!("'{w}' must have type 'i1', not '{tyname}'"));
                }
                self.bump();
                Ok(self.m.consts.bool(w == "true"))
            }
            "null" => {
                if !self.m.types.is_ptr(ty) {
                    return self.err(format!("'null' must have pointer type, not '{tyname}'"));
                }
                self.bump();
                Ok(self.m.consts.null(ty))
            }
            "undef" | "poison" => {
                if ty == TypeId::METADATA {
                    return self.err(format!("'{w}' cannot have type 'metadata'"));
                }
                self.bump();
                Ok(if w == "undef" {
                    self.m.consts.undef(ty)
                } else {
                    self.m.consts.poison(ty)
                })
            }
            "zeroinitializer" => {
                if !self.m.types.is_sized(ty) {
                    return self.err(format!("'zeroinitializer' cannot have type '{tyname}'"));
                }
                self.bump();
                Ok(self.m.consts.zero(&self.m.types, ty))
            }
            "splat" => {
                // splat (T v): every element of the vector type `ty` is v.
                self.bump();
                let Some((elem, len)) = self.m.types.vector_parts(ty) else {
                    return self.err_at(
                        loc,
                        "constant expression type mismatch: splat needs a vector type",
                    );
                };
                self.expect(Tok::LParen, "'('")?;
                let vloc = self.loc();
                let v = self.typed_const()?;
                self.expect(Tok::RParen, "')'")?;
                if self.m.consts.ty(v) != elem {
                    return self.err_at(vloc, "splat element type does not match the vector's");
                }
                // A splat of a null, undef or poison element is the vector's own; any other is
                // kept as its element list, which seam bounds.
                if self.m.consts.is_null_value(v) {
                    return Ok(self.m.consts.zero(&self.m.types, ty));
                }
                if self.m.consts.is_undef_or_poison(v) {
                    return Ok(
                        if matches!(self.m.consts.get(v), crate::ir::ConstData::Poison(_)) {
                            self.m.consts.poison(ty)
                        } else {
                            self.m.consts.undef(ty)
                        },
                    );
                }
                if len > MAX_LISTED_ELEMENTS {
                    return self.unsupported_at(
                        loc,
                        format!(
                            "a splat of {len} elements (seam lists a vector constant's elements, up to {MAX_LISTED_ELEMENTS})"
                        ),
                    );
                }
                Ok(self.m.consts.vector(ty, vec![v; len as usize]))
            }
            "getelementptr" => {
                self.bump();
                let c = self.gep_const()?;
                self.check_const_type(c, ty, loc)
            }
            _ => {
                if let Some(op) = CastOp::from_name(w) {
                    if !op.allowed_in_constant() {
                        return self.unsupported(format!("constant expression '{w}'"));
                    }
                    self.bump();
                    self.expect(crate::text::lexer::Tok::LParen, "'('")?;
                    let vloc = self.loc();
                    let v = self.typed_const()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect(Tok::RParen, "')'")?;
                    let from = self.m.consts.ty(v);
                    if !op.is_valid(&self.m.types, from, to) {
                        return self.err_at(
                            vloc,
                            format!(
                                "invalid cast '{w}' from '{}' to '{}'",
                                self.m.types.display(from),
                                self.m.types.display(to)
                            ),
                        );
                    }
                    let c = self.m.consts.cast(&self.m.types, op, v, to);
                    return self.check_const_type(c, ty, loc);
                }
                if let Some(op) = BinaryOp::from_name(w)
                    && op.allowed_in_constant()
                {
                    self.bump();
                    return self.binary_const(op, ty, loc);
                }
                match w {
                    "shl"
                    | "extractelement"
                    | "insertelement"
                    | "shufflevector"
                    | "blockaddress"
                    | "dso_local_equivalent"
                    | "no_cfi"
                    | "ptrauth"
                    | "icmp"
                    | "fcmp"
                    | "select"
                    | "and"
                    | "or"
                    | "lshr"
                    | "ashr" => self.unsupported(format!("constant expression '{w}'")),
                    "none" => self.unsupported("token constant 'none'"),
                    _ => self.expected("a constant"),
                }
            }
        }
    }

    /// `add|sub|mul|xor [nuw] [nsw] (T a, T b)` after the keyword, of integer (vector) type
    /// `ty`.
    fn binary_const(
        &mut self,
        op: BinaryOp,
        ty: TypeId,
        loc: crate::ir::SrcLoc,
    ) -> PResult<ConstId> {
        let flags = self.int_flags(op.allowed_int_flags())?;
        self.expect(Tok::LParen, "'('")?;
        let lloc = self.loc();
        let lhs = self.typed_const()?;
        self.expect(Tok::Comma, "','")?;
        let rloc = self.loc();
        let rhs = self.typed_const()?;
        self.expect(Tok::RParen, "')'")?;
        let lty = self.m.consts.ty(lhs);
        let int_like = self.m.types.is_int(lty)
            || self
                .m
                .types
                .vector_parts(lty)
                .is_some_and(|(e, _)| self.m.types.is_int(e));
        if !int_like {
            return self.err_at(
                lloc,
                format!(
                    "constexpr '{}' needs integer operands, not '{}'",
                    op.name(),
                    self.m.types.display(lty)
                ),
            );
        }
        if self.m.consts.ty(rhs) != lty {
            return self.err_at(rloc, "operands of constexpr must have same type");
        }
        let c = self.m.consts.binary(&self.m.types, op, flags, lhs, rhs);
        self.check_const_type(c, ty, loc)
    }

    /// `<T a, T b, ...>` of vector type `ty` (the `<` is the current token).
    fn vector_const(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        self.expect(Tok::Less, "'<'")?;
        let Some((elem, len)) = self.m.types.vector_parts(ty) else {
            return self.err_at(
                loc,
                format!(
                    "vector constant must have vector type, not '{}'",
                    self.m.types.display(ty)
                ),
            );
        };
        let mut elems = Vec::new();
        loop {
            let eloc = self.loc();
            let e = self.typed_const()?;
            if self.m.consts.ty(e) != elem {
                return self.err_at(
                    eloc,
                    format!(
                        "vector element #{} is not of type '{}'",
                        elems.len(),
                        self.m.types.display(elem)
                    ),
                );
            }
            elems.push(e);
            if self.eat(Tok::Greater) {
                break;
            }
            self.expect(Tok::Comma, "',' or '>'")?;
        }
        if elems.len() != len as usize {
            return self.err_at(
                loc,
                format!(
                    "constant vector of {} elements does not have type '{}'",
                    elems.len(),
                    self.m.types.display(ty)
                ),
            );
        }
        Ok(self.m.consts.vector(ty, elems))
    }

    /// An integer literal (its value is not kept).
    fn expect_int_token(&mut self, what: &str) -> PResult<()> {
        match self.tok() {
            Tok::Int(_) => {
                self.bump();
                Ok(())
            }
            _ => self.expected(what),
        }
    }

    fn check_const_type(&self, c: ConstId, ty: TypeId, loc: crate::ir::SrcLoc) -> PResult<ConstId> {
        let got = self.m.consts.ty(c);
        if got != ty {
            return self.err_at(
                loc,
                format!(
                    "constant expression type mismatch: got type '{}' but expected '{}'",
                    self.m.types.display(got),
                    self.m.types.display(ty)
                ),
            );
        }
        Ok(c)
    }

    /// `getelementptr [flags] (<ty>, <ptr ty> <base>, <idx>...)` after the keyword.
    fn gep_const(&mut self) -> PResult<ConstId> {
        let flags = self.gep_flags()?;
        if self.eat_word("inrange") {
            // inrange(A, B): a hint that loads through the address stay in [A, B) of it
            // (virtual tables). Dropping it only makes more programs defined.
            self.expect(Tok::LParen, "'(' after inrange")?;
            self.expect_int_token("the start of the inrange range")?;
            self.expect(Tok::Comma, "','")?;
            self.expect_int_token("the end of the inrange range")?;
            self.expect(Tok::RParen, "')'")?;
        }
        self.expect(Tok::LParen, "'('")?;
        let sloc = self.loc();
        let source_ty = self.ty()?;
        if !self.m.types.is_sized(source_ty) {
            return self.err_at(sloc, "getelementptr source type must be sized");
        }
        self.expect(Tok::Comma, "','")?;
        let bloc = self.loc();
        let base = self.typed_const()?;
        if !self.m.types.is_ptr(self.m.consts.ty(base)) {
            return self.err_at(bloc, "getelementptr base must be a pointer");
        }
        let mut indices = Vec::new();
        let mut cur = source_ty;
        while self.eat(Tok::Comma) {
            let iloc = self.loc();
            let idx = self.typed_const()?;
            let ity = self.m.consts.ty(idx);
            if indices.is_empty() {
                if !self.m.types.is_int(ity) {
                    return self.err_at(iloc, "getelementptr index must be an integer");
                }
            } else {
                let value = self.m.consts.as_int(idx);
                match self.m.types.gep_step(cur, ity, value) {
                    Ok(t) => cur = t,
                    Err(e) => {
                        return self.err_at(iloc, format!("invalid getelementptr indices: {e}"));
                    }
                }
            }
            indices.push(idx);
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(self.m.consts.gep(source_ty, flags, base, indices))
    }

    /// `inbounds`, `nusw`, `nuw` before a GEP's operands.
    pub(super) fn gep_flags(&mut self) -> PResult<GepFlags> {
        let mut flags = GepFlags::NONE;
        loop {
            match self.tok() {
                Tok::Word(w) => match GepFlags::from_name(w) {
                    Some(f) => {
                        self.bump();
                        flags = flags.union(f);
                    }
                    None => return Ok(flags.normalized()),
                },
                _ => return Ok(flags.normalized()),
            }
        }
    }

    fn struct_const(&mut self, ty: TypeId, packed: bool) -> PResult<ConstId> {
        let loc = self.loc();
        let tyname = self.m.types.display(ty);
        let Some((fields, ty_packed)) =
            self.m.types.struct_fields(ty).map(|(f, p)| (f.to_vec(), p))
        else {
            return self.err(format!(
                "struct constant must have struct type, not '{tyname}'"
            ));
        };
        if ty_packed != packed {
            return self.err(format!(
                "packedness of the constant does not match type '{tyname}'"
            ));
        }
        self.expect(Tok::LBrace, "'{'")?;
        let mut vals = Vec::with_capacity(fields.len());
        if !self.eat(Tok::RBrace) {
            loop {
                let floc = self.loc();
                let c = self.typed_const()?;
                let Some(&want) = fields.get(vals.len()) else {
                    return self.err_at(floc, format!("too many fields for '{tyname}'"));
                };
                if self.m.consts.ty(c) != want {
                    return self.err_at(
                        floc,
                        format!(
                            "field {} of '{tyname}' has type '{}'",
                            vals.len(),
                            self.m.types.display(want)
                        ),
                    );
                }
                vals.push(c);
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "',' or '}'")?;
            }
        }
        if vals.len() != fields.len() {
            return self.err_at(
                loc,
                format!(
                    "'{tyname}' has {} fields, the constant {}",
                    fields.len(),
                    vals.len()
                ),
            );
        }
        Ok(self.m.consts.struct_(ty, vals))
    }

    fn array_const(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        let tyname = self.m.types.display(ty);
        let Some((elem, len)) = self.m.types.array_parts(ty) else {
            return self.err(format!(
                "array constant must have array type, not '{tyname}'"
            ));
        };
        self.expect(Tok::LBracket, "'['")?;
        let mut vals = Vec::new();
        if self.eat(Tok::RBracket) {
            // LLVM reads the empty array literal `[]` as undef.
            if len != 0 {
                return self.err_at(
                    loc,
                    format!("'{tyname}' has {len} elements, the constant 0"),
                );
            }
            return Ok(self.m.consts.undef(ty));
        }
        {
            loop {
                let eloc = self.loc();
                let c = self.typed_const()?;
                if self.m.consts.ty(c) != elem {
                    return self.err_at(
                        eloc,
                        format!(
                            "array element must have type '{}'",
                            self.m.types.display(elem)
                        ),
                    );
                }
                vals.push(c);
                if self.eat(Tok::RBracket) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ']'")?;
            }
        }
        if vals.len() as u64 != len {
            return self.err_at(
                loc,
                format!("'{tyname}' has {len} elements, the constant {}", vals.len()),
            );
        }
        Ok(self.m.consts.array(ty, vals))
    }

    // ---- metadata ----------------------------------------------------------------------

    /// The node for `!N`, created empty at its first mention.
    pub(super) fn md_id(&mut self, n: u32) -> MdId {
        let loc = self.loc();
        if let Some(&(id, _)) = self.md_ids.get(&n) {
            return id;
        }
        let id = self.m.md.push(MdNode::default());
        self.md_defined.push(false);
        self.md_ids.insert(n, (id, loc));
        id
    }

    /// `!N` or an inline `!{...}` / `distinct !{...}`.
    pub(super) fn md_ref_node(&mut self) -> PResult<MdId> {
        match self.tok() {
            Tok::MetadataId(n) => {
                let id = self.md_id(n);
                self.bump();
                Ok(id)
            }
            Tok::Exclaim if self.peek(1) == Tok::LBrace => {
                let node = self.md_node_body(false)?;
                let id = self.m.md.push(node);
                self.md_defined.push(true);
                Ok(id)
            }
            Tok::Word("distinct") if self.peek(1) == Tok::Exclaim => {
                self.bump();
                let node = self.md_node_body(true)?;
                let id = self.m.md.push(node);
                self.md_defined.push(true);
                Ok(id)
            }
            Tok::MetadataVar(n) if n.raw.starts_with("DI") || n.raw.starts_with("DW") => {
                self.unsupported(format!("debug information metadata ('!{}')", n.raw))
            }
            Tok::MetadataVar(n) if self.peek(1) == Tok::LParen => {
                self.unsupported(format!("specialized metadata node ('!{}')", n.raw))
            }
            _ => self.expected("metadata ('!N' or '!{...}')"),
        }
    }

    /// `!{ op, ... }` (the current token is `!`).
    fn md_node_body(&mut self, distinct: bool) -> PResult<MdNode> {
        self.enter()?;
        let r = self.md_node_inner(distinct);
        self.leave();
        r
    }

    fn md_node_inner(&mut self, distinct: bool) -> PResult<MdNode> {
        self.expect(Tok::Exclaim, "'!'")?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut ops = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                ops.push(self.md_operand()?);
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "',' or '}'")?;
            }
        }
        Ok(MdNode { distinct, ops })
    }

    fn md_string(&mut self) -> PResult<Box<str>> {
        self.expect(Tok::Exclaim, "'!'")?;
        match self.tok() {
            Tok::Str(raw) => {
                self.bump();
                match String::from_utf8(unescape(raw)) {
                    Ok(s) => Ok(s.into()),
                    Err(_) => self.err("a metadata string that is not valid UTF-8"),
                }
            }
            _ => self.expected("a metadata string"),
        }
    }

    fn md_operand(&mut self) -> PResult<MdOperand> {
        match self.tok() {
            Tok::Word("null") => {
                self.bump();
                Ok(MdOperand::Null)
            }
            Tok::Exclaim if matches!(self.peek(1), Tok::Str(_)) => {
                Ok(MdOperand::String(self.md_string()?))
            }
            Tok::MetadataId(_) | Tok::Exclaim | Tok::MetadataVar(_) => {
                Ok(MdOperand::Node(self.md_ref_node()?))
            }
            Tok::Word("distinct") => Ok(MdOperand::Node(self.md_ref_node()?)),
            _ => {
                let loc = self.loc();
                let ty = self.ty()?;
                if matches!(
                    self.m.types.get(ty),
                    TypeData::Void | TypeData::Label | TypeData::Metadata
                ) {
                    return self.err_at(loc, "invalid type of a metadata value");
                }
                Ok(MdOperand::Value(self.const_of(ty)?))
            }
        }
    }

    /// Metadata used as a value (`metadata !"x"`, `metadata !3`) after the `metadata` type.
    pub(super) fn md_value(&mut self) -> PResult<ConstId> {
        let md = match self.tok() {
            Tok::Exclaim if matches!(self.peek(1), Tok::Str(_)) => MdRef::String(self.md_string()?),
            _ => MdRef::Node(self.md_ref_node()?),
        };
        Ok(self.m.consts.metadata(md))
    }

    /// `!N = [distinct] !{...}` (the current token is `!N`).
    pub(super) fn md_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let Tok::MetadataId(n) = self.bump() else {
            return self.expected("'!N'");
        };
        self.expect(Tok::Equal, "'='")?;
        let distinct = self.eat_word("distinct");
        if let Tok::MetadataVar(_) = self.tok() {
            return self.md_ref_node().map(|_| ());
        }
        let node = self.md_node_body(distinct)?;
        let id = self.md_id(n);
        let defined = &mut self.md_defined[crate::entity::EntityRef::index(id)];
        if *defined {
            return self.err_at(loc, format!("redefinition of metadata '!{n}'"));
        }
        *defined = true;
        self.m.md[id] = node;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::f32_bits_to_f64;

    #[test]
    fn float_conversions() {
        assert_eq!(f64_bits_to_f32(1.0f64.to_bits()), Some(1.0f32.to_bits()));
        assert_eq!(f64_bits_to_f32(0.1f64.to_bits()), None);
        assert_eq!(
            f64_bits_to_f32((-0.0f64).to_bits()),
            Some((-0.0f32).to_bits())
        );
        assert_eq!(f64_bits_to_f32(0x7FF8000000000000), Some(0x7FC00000));
        assert_eq!(f64_bits_to_f32(0x7FF8000000000001), None);
        assert_eq!(
            f64_bits_to_f32(f64::INFINITY.to_bits()),
            Some(f32::INFINITY.to_bits())
        );
        for b in [0x7FC00000u32, 0xFFC00001, 0x3F800000, 0x80000000, 1] {
            assert_eq!(f64_bits_to_f32(f32_bits_to_f64(b)), Some(b), "{b:#x}");
        }
    }
}
