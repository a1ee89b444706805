//! Types and attributes.

use super::{PResult, Parser};
use crate::ir::{
    Align, AttrScope, Attribute, MAX_INT_BITS, MemoryEffects, ModRef, StructBody, TypeData, TypeId,
    fpclass, mask_bits,
};
use crate::text::lexer::Tok;

/// What a parsed function-attribute list held.
#[derive(Default)]
pub(super) struct FnAttrs {
    pub attrs: Vec<Attribute>,
    /// `align N` written among function attributes: the function's alignment.
    pub align: Option<Align>,
}

impl Parser<'_> {
    /// A type, including function types (`ret (params)`).
    pub(super) fn ty(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.ty_inner();
        self.leave();
        r
    }

    fn ty_inner(&mut self) -> PResult<TypeId> {
        let mut t = self.base_type()?;
        loop {
            match self.tok() {
                Tok::Star => {
                    return self.unsupported("typed pointer type ('*'): write 'ptr'");
                }
                Tok::LParen => t = self.fn_type_rest(t)?,
                _ => return Ok(t),
            }
        }
    }

    fn fn_type_rest(&mut self, ret: TypeId) -> PResult<TypeId> {
        let loc = self.loc();
        if matches!(self.m.types.get(ret), TypeData::Label | TypeData::Metadata) {
            return self.err_at(loc, "invalid function return type");
        }
        self.expect(Tok::LParen, "'('")?;
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                let ploc = self.loc();
                let p = self.ty()?;
                if !self.m.types.is_first_class(p) && p != TypeId::METADATA {
                    return self.err_at(ploc, "invalid function parameter type");
                }
                params.push(p);
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')'")?;
            }
        }
        Ok(self.m.types.func(ret, &params, vararg))
    }

    fn base_type(&mut self) -> PResult<TypeId> {
        let loc = self.loc();
        match self.tok() {
            Tok::Word(w) => {
                self.bump();
                match w {
                    "void" => Ok(TypeId::VOID),
                    "label" => Ok(TypeId::LABEL),
                    "metadata" => Ok(TypeId::METADATA),
                    "float" => Ok(TypeId::FLOAT),
                    "double" => Ok(TypeId::DOUBLE),
                    "half" => Ok(self.m.types.half()),
                    "bfloat" => Ok(self.m.types.bfloat()),
                    "ptr" => {
                        if self.is_word("addrspace") {
                            let s = self.addrspace()?;
                            Ok(self.m.types.ptr(s))
                        } else {
                            Ok(TypeId::PTR)
                        }
                    }
                    "fp128" | "x86_fp80" | "ppc_fp128" | "x86_amx" | "token" | "target"
                    | "x86_mmx" => self.unsupported_at(loc, format!("type '{w}'")),
                    _ => {
                        if let Some(n) = w.strip_prefix('i')
                            && !n.is_empty()
                            && n.bytes().all(|b| b.is_ascii_digit())
                        {
                            return match n.parse::<u32>() {
                                Ok(bits) if (1..=MAX_INT_BITS).contains(&bits) => {
                                    Ok(self.m.types.int(bits))
                                }
                                _ => self.unsupported_at(
                                    loc,
                                    format!("type '{w}' (the subset has i1 to i64)"),
                                ),
                            };
                        }
                        self.err_at(loc, format!("expected a type, found '{w}'"))
                    }
                }
            }
            Tok::LBracket => {
                self.bump();
                let len = self.uint("an array length")?;
                self.expect_word("x")?;
                let eloc = self.loc();
                let elem = self.ty()?;
                if !self.in_type_defs && !self.m.types.is_sized(elem) {
                    return self.err_at(eloc, "invalid array element type");
                }
                self.expect(Tok::RBracket, "']'")?;
                Ok(self.m.types.array(elem, len))
            }
            Tok::LBrace => {
                let fields = self.struct_fields()?;
                Ok(self.m.types.struct_(&fields, false))
            }
            Tok::Less => {
                if self.peek(1) == Tok::LBrace {
                    self.bump();
                    let fields = self.struct_fields()?;
                    self.expect(Tok::Greater, "'>' closing a packed struct")?;
                    Ok(self.m.types.struct_(&fields, true))
                } else {
                    self.vector_type()
                }
            }
            Tok::LocalVar(n) => {
                self.bump();
                let name = self.name_text(n)?;
                let id = self.m.types.named(&name);
                self.type_refs.entry(id).or_insert(loc);
                if self.prescan_done && !self.types_defined.contains(&id) {
                    return self.err_at(loc, format!("use of undefined type '%{name}'"));
                }
                Ok(self.m.types.named_struct(id).ty)
            }
            Tok::LocalId(_) => self.unsupported("numbered named type ('%N = type ...')"),
            _ => self.expected("a type"),
        }
    }

    /// `<N x T>` (the `<` is the current token).
    fn vector_type(&mut self) -> PResult<TypeId> {
        let loc = self.loc();
        self.expect(Tok::Less, "'<'")?;
        if self.is_word("vscale") {
            return self.unsupported_at(loc, "scalable vector type");
        }
        let nloc = self.loc();
        let len = self.uint("a vector length")?;
        self.expect_word("x")?;
        let eloc = self.loc();
        let elem = self.ty()?;
        self.expect(Tok::Greater, "'>' closing a vector type")?;
        if len == 0 {
            return self.err_at(nloc, "zero element vector is illegal");
        }
        let Ok(len) = u32::try_from(len) else {
            return self.err_at(nloc, "size too large for vector");
        };
        if !self.m.types.is_scalar(elem) {
            return self.err_at(eloc, "invalid vector element type");
        }
        Ok(self.m.types.vector(elem, len))
    }

    /// `{ t, t, ... }` (the opening brace is the current token).
    fn struct_fields(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut fields = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(fields);
        }
        loop {
            let loc = self.loc();
            let f = self.ty()?;
            if !self.in_type_defs && !self.m.types.is_sized(f) {
                return self.err_at(loc, "invalid struct field type");
            }
            fields.push(f);
            if self.eat(Tok::RBrace) {
                return Ok(fields);
            }
            self.expect(Tok::Comma, "',' or '}'")?;
        }
    }

    /// `%T = type ...` (current token is the name).
    pub(super) fn type_def(&mut self) -> PResult<()> {
        let loc = self.loc();
        let Tok::LocalVar(n) = self.bump() else {
            return self.expected("a type name");
        };
        let name = self.name_text(n)?;
        self.expect(Tok::Equal, "'='")?;
        self.expect_word("type")?;
        let id = self.m.types.named(&name);
        if self.types_defined.contains(&id) {
            return self.err_at(loc, format!("redefinition of type '%{name}'"));
        }
        self.types_defined.push(id);
        let body = if self.eat_word("opaque") {
            None
        } else if self.tok() == Tok::LBrace {
            Some(StructBody {
                fields: self.struct_fields()?,
                packed: false,
            })
        } else if self.tok() == Tok::Less && self.peek(1) == Tok::LBrace {
            self.bump();
            let fields = self.struct_fields()?;
            self.expect(Tok::Greater, "'>'")?;
            Some(StructBody {
                fields,
                packed: true,
            })
        } else {
            return self.unsupported("named type that is not a struct");
        };
        self.m.types.set_body(id, body);
        Ok(())
    }

    // ---- attributes -------------------------------------------------------------------------

    /// Parameter or return attributes, up to the first token that is not one.
    pub(super) fn value_attrs(&mut self, scope: AttrScope) -> PResult<Vec<Attribute>> {
        let mut out = Vec::new();
        loop {
            let loc = self.loc();
            let a = match self.tok() {
                Tok::Str(_) => self.string_attr()?,
                Tok::Word(w) if super::is_attr_keyword(w) => {
                    if crate::ir::MemoryEffects::upgrade(w).is_some()
                        && crate::ir::AttrFlag::from_name(w).is_none()
                    {
                        return self.err(format!("'{w}' does not apply to parameters"));
                    }
                    self.keyword_attr(false)?
                }
                _ => return Ok(out),
            };
            if !a.scope().contains(scope) {
                let pos = if scope == AttrScope::RET {
                    "return values"
                } else {
                    "parameters"
                };
                return self.err_at(loc, format!("'{}' does not apply to {pos}", a.keyword()));
            }
            out.push(a);
        }
    }

    /// Function attributes (of a definition, declaration, call site or attribute group).
    /// Legacy memory keywords become one `memory(...)`; `#N` groups are expanded.
    pub(super) fn fn_attrs(&mut self, in_group: bool) -> PResult<FnAttrs> {
        let mut out = FnAttrs::default();
        let mut memory: Option<MemoryEffects> = None;
        loop {
            let loc = self.loc();
            match self.tok() {
                Tok::Str(_) => {
                    let a = self.string_attr()?;
                    out.attrs.push(a);
                }
                Tok::AttrGrpId(n) if !in_group => {
                    self.bump();
                    // LLVM 19 reads a reference to a group the module never defines as no
                    // attributes.
                    if let Some(g) = self.attr_groups.get(&n) {
                        out.attrs.extend(g.iter().cloned());
                    }
                }
                Tok::Word(w) => {
                    if let Some(me) = MemoryEffects::upgrade(w) {
                        self.bump();
                        memory = Some(memory.unwrap_or(MemoryEffects::UNKNOWN).intersect(me));
                        continue;
                    }
                    if w == "align" && !in_group {
                        self.bump();
                        out.align = Some(self.align_value()?);
                        continue;
                    }
                    if !super::is_attr_keyword(w) {
                        break;
                    }
                    let a = self.keyword_attr(in_group)?;
                    if !a.scope().contains(AttrScope::FN) {
                        return self.err_at(
                            loc,
                            format!("'{}' does not apply to functions", a.keyword()),
                        );
                    }
                    out.attrs.push(a);
                }
                _ => break,
            }
        }
        if let Some(me) = memory {
            out.attrs.push(Attribute::Memory(me));
        }
        Ok(out)
    }

    fn string_attr(&mut self) -> PResult<Attribute> {
        let loc = self.loc();
        let key = self.string("a string attribute")?;
        if key.contains('\0') {
            return self.err_at(loc, "null bytes are not allowed in attribute strings");
        }
        if self.eat(Tok::Equal) {
            let vloc = self.loc();
            let v = self.string("a string attribute value")?;
            if v.contains('\0') {
                return self.err_at(vloc, "null bytes are not allowed in attribute strings");
            }
            Ok(Attribute::Str {
                key: key.into(),
                value: Some(v.into()),
            })
        } else {
            Ok(Attribute::Str {
                key: key.into(),
                value: None,
            })
        }
    }

    fn paren_u64(&mut self, what: &str) -> PResult<u64> {
        self.expect(Tok::LParen, "'('")?;
        let v = self.uint(what)?;
        self.expect(Tok::RParen, "')'")?;
        Ok(v)
    }

    fn paren_type(&mut self) -> PResult<TypeId> {
        self.expect(Tok::LParen, "'(' and a type")?;
        let t = self.ty()?;
        self.expect(Tok::RParen, "')'")?;
        Ok(t)
    }

    /// One keyword attribute (the current token is its keyword).
    fn keyword_attr(&mut self, in_group: bool) -> PResult<Attribute> {
        let loc = self.loc();
        let Tok::Word(w) = self.bump() else {
            return self.expected("an attribute");
        };
        if let Some(f) = crate::ir::AttrFlag::from_name(w) {
            return Ok(Attribute::Flag(f));
        }
        let align = |p: &mut Self, n: u64| -> PResult<u64> {
            if n.is_power_of_two() && n <= 1 << 32 {
                Ok(n)
            } else {
                p.err_at(
                    loc,
                    format!("alignment {n} is not a power of two up to 2^32"),
                )
            }
        };
        Ok(match w {
            "align" => {
                let n = if in_group && self.eat(Tok::Equal) {
                    self.uint("an alignment")?
                } else if self.tok() == Tok::LParen {
                    self.paren_u64("an alignment")?
                } else {
                    self.uint("an alignment")?
                };
                Attribute::Align(align(self, n)?)
            }
            "alignstack" => {
                let n = if in_group && self.eat(Tok::Equal) {
                    self.uint("a stack alignment")?
                } else {
                    self.paren_u64("a stack alignment")?
                };
                Attribute::AlignStack(align(self, n)?)
            }
            "dereferenceable" => Attribute::Dereferenceable(self.paren_u64("a byte count")?),
            "dereferenceable_or_null" => {
                Attribute::DereferenceableOrNull(self.paren_u64("a byte count")?)
            }
            "byval" | "byref" | "sret" | "elementtype" => {
                if self.tok() != Tok::LParen {
                    return self.err(format!("'{w}' needs a type: '{w}(<ty>)'"));
                }
                let t = self.paren_type()?;
                if !self.m.types.is_sized(t) && w != "elementtype" {
                    return self.err_at(loc, format!("'{w}' needs a sized type"));
                }
                match w {
                    "byval" => Attribute::ByVal(t),
                    "byref" => Attribute::ByRef(t),
                    "sret" => Attribute::SRet(t),
                    _ => Attribute::ElementType(t),
                }
            }
            "memory" => Attribute::Memory(self.memory_body()?),
            "nofpclass" => Attribute::NoFpClass(self.nofpclass_body()?),
            "range" => self.range_body()?,
            "uwtable" => {
                let args = if self.eat(Tok::LParen) {
                    let k = match self.bump() {
                        Tok::Word(k @ ("sync" | "async")) => k,
                        _ => return self.err_at(loc, "expected 'sync' or 'async' in uwtable(...)"),
                    };
                    self.expect(Tok::RParen, "')'")?;
                    (k == "sync").then(|| "sync".into())
                } else {
                    None
                };
                Attribute::Other {
                    name: "uwtable".into(),
                    args,
                }
            }
            _ if crate::ir::UNSUPPORTED_ATTRS.contains(&w) => {
                return self.unsupported_at(loc, format!("attribute '{w}'"));
            }
            _ => return self.err_at(loc, format!("unknown attribute '{w}'")),
        })
    }

    /// `(none)`, `(read, argmem: readwrite)`, ... after `memory`.
    fn memory_body(&mut self) -> PResult<MemoryEffects> {
        self.expect(Tok::LParen, "'('")?;
        let mut me = MemoryEffects::all(ModRef::NoModRef);
        let mut seen_loc = false;
        loop {
            let loc = self.loc();
            let (location, kind_word) = match self.bump() {
                Tok::Word(w) if ModRef::from_name(w).is_some() => (None, w),
                Tok::LabelStr(n) if !n.quoted => match self.bump() {
                    Tok::Word(k) => (Some(n.raw), k),
                    _ => return self.err_at(loc, "expected an access kind after the location"),
                },
                Tok::Word(l) => {
                    self.expect(Tok::Colon, "':'")?;
                    match self.bump() {
                        Tok::Word(k) => (Some(l), k),
                        _ => return self.err_at(loc, "expected an access kind after the location"),
                    }
                }
                _ => return self.err_at(loc, "expected a memory location or access kind"),
            };
            let Some(mr) = ModRef::from_name(kind_word) else {
                return self.err_at(loc, format!("unknown access kind '{kind_word}'"));
            };
            match location {
                None => {
                    if seen_loc {
                        return self.err_at(loc, "default access kind must be specified first");
                    }
                    me = MemoryEffects::all(mr);
                }
                Some("argmem") => {
                    seen_loc = true;
                    me.argmem = mr;
                }
                Some("inaccessiblemem") => {
                    seen_loc = true;
                    me.inaccessiblemem = mr;
                }
                Some(l) => return self.err_at(loc, format!("unknown memory location '{l}'")),
            }
            if self.eat(Tok::RParen) {
                return Ok(me);
            }
            self.expect(Tok::Comma, "',' or ')'")?;
        }
    }

    fn nofpclass_body(&mut self) -> PResult<u16> {
        self.expect(Tok::LParen, "'('")?;
        let mut mask = 0u16;
        if let Tok::Int(_) = self.tok() {
            let loc = self.loc();
            let v = self.uint("a class mask")?;
            if v == 0 || v > u64::from(fpclass::ALL) {
                return self.err_at(loc, "invalid nofpclass mask");
            }
            mask = v as u16;
        } else {
            while let Tok::Word(w) = self.tok() {
                match fpclass::NAMES.iter().find(|(_, n)| *n == w) {
                    Some((m, _)) => {
                        mask |= m;
                        self.bump();
                    }
                    None => return self.err(format!("unknown floating point class '{w}'")),
                }
            }
            if mask == 0 {
                return self.expected("a floating point class");
            }
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(mask)
    }

    fn range_body(&mut self) -> PResult<Attribute> {
        self.expect(Tok::LParen, "'('")?;
        let loc = self.loc();
        let ty = self.ty()?;
        let Some(bits) = self.m.types.int_bits(ty) else {
            return self.err_at(loc, "range() needs an integer type");
        };
        let lo = self.int_literal_bits(bits)?;
        self.expect(Tok::Comma, "','")?;
        let hi = self.int_literal_bits(bits)?;
        self.expect(Tok::RParen, "')'")?;
        if lo == hi {
            return self.err_at(loc, "the range should not represent the full or empty set");
        }
        Ok(Attribute::Range { ty, lo, hi })
    }

    /// A decimal integer literal that fits `bits` (signed or unsigned), as masked bits.
    pub(super) fn int_literal_bits(&mut self, bits: u32) -> PResult<u64> {
        let loc = self.loc();
        let Tok::Int(s) = self.tok() else {
            return self.expected("an integer");
        };
        self.bump();
        match parse_int_fits(s, bits) {
            Some(v) => Ok(mask_bits(v, bits)),
            None => self.err_at(
                loc,
                format!("integer constant '{s}' does not fit in i{bits}"),
            ),
        }
    }
}

/// Parses a decimal integer and checks that it fits `bits` as a signed or unsigned value.
pub(super) fn parse_int_fits(s: &str, bits: u32) -> Option<u64> {
    if let Some(neg) = s.strip_prefix('-') {
        let mag: u128 = neg.parse().ok()?;
        let limit: u128 = 1u128 << (bits - 1);
        if mag > limit {
            return None;
        }
        Some((mag as u64).wrapping_neg())
    } else {
        let v: u128 = s.parse().ok()?;
        if v >= 1u128 << bits {
            return None;
        }
        Some(v as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::parse_int_fits;

    #[test]
    fn integer_ranges() {
        assert_eq!(parse_int_fits("255", 8), Some(255));
        assert_eq!(parse_int_fits("-128", 8), Some((-128i64) as u64));
        assert_eq!(parse_int_fits("256", 8), None);
        assert_eq!(parse_int_fits("-129", 8), None);
        assert_eq!(parse_int_fits("18446744073709551615", 64), Some(u64::MAX));
        assert_eq!(parse_int_fits("-9223372036854775808", 64), Some(1 << 63));
        assert_eq!(parse_int_fits("1", 1), Some(1));
        assert_eq!(parse_int_fits("-1", 1), Some(u64::MAX));
        assert_eq!(
            parse_int_fits("99999999999999999999999999999999999999999", 64),
            None
        );
    }
}
