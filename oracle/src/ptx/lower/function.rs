//! One function's lowering ([`FuncLowering`]): its registers numbered, its statements walked
//! with PTX's `{ }` scoping (`.reg`, `.param`, `.local` and `.shared` declarations, labels,
//! branch targets fixed up), its operands resolved to registers, immediates, frame slots,
//! module variables, functions and addresses.
//!
//! Not here: what each instruction becomes (`instruction.rs`); module variables and their
//! initializers (`mod.rs`).

use super::*;

pub(super) type Lowered = Result<Op, String>;

/// Marks a scope entry that names a function's `.shared` variable rather than a slot.
const SHARED_BIT: u32 = 1 << 31;

pub(super) struct FuncLowering<'p> {
    prog: &'p Program,
    func: String,
    /// The function's own registers (declared at its top level).
    regs: HashMap<String, u32>,
    /// Registers declared in nested `{ }` blocks, which shadow outer ones of the same name
    /// (innermost last; LLVM declares `.reg .pred %p1` again inside inline blocks).
    reg_scopes: Vec<HashMap<String, u32>>,
    /// Registers allocated so far (all scopes).
    n_regs: u32,
    /// Scopes of memory symbols (innermost last).
    scopes: Vec<HashMap<String, u32>>,
    n_slots: u32,
    labels: HashMap<String, u32>,
    /// Branches to patch: (op index, label names).
    pub(super) fixups: Vec<(usize, Vec<String>)>,
    pub(super) ops: Vec<GuardedOp>,
    origin: Vec<Origin>,
    label: String,
}

/// Gives the registers declared directly in `stmts` (not in nested blocks) indices from
/// `regs.len()` up.
fn collect_regs(stmts: &[Statement], regs: &mut HashMap<String, u32>) -> Result<(), InterpError> {
    collect_regs_from(stmts, regs, 0)
}

fn collect_regs_from(
    stmts: &[Statement],
    regs: &mut HashMap<String, u32>,
    first: u32,
) -> Result<(), InterpError> {
    for s in stmts {
        match s {
            Statement::Decl(d) if d.space == StateSpace::Reg => {
                for n in &d.names {
                    match n.count {
                        Some(c) => {
                            for i in 0..c {
                                let next = first + regs.len() as u32;
                                regs.entry(format!("{}{i}", n.name)).or_insert(next);
                            }
                        }
                        None => {
                            let next = first + regs.len() as u32;
                            regs.entry(n.name.clone()).or_insert(next);
                        }
                    }
                    if regs.len() > 1 << 22 {
                        return Err(InterpError::Unsupported(
                            "more than 4 million registers in a function".into(),
                        ));
                    }
                }
            }
            Statement::Decl(_)
            | Statement::Block(_)
            | Statement::Label(_)
            | Statement::Inst(_)
            | Statement::Prototype(_)
            | Statement::Pragma(_) => {}
        }
    }
    Ok(())
}

impl<'p> FuncLowering<'p> {
    pub(super) fn new(prog: &'p Program, f: &Function) -> Result<FuncLowering<'p>, InterpError> {
        let mut regs = HashMap::new();
        if let Some(b) = &f.body {
            collect_regs(b, &mut regs)?;
        }
        let n_regs = regs.len() as u32;
        Ok(FuncLowering {
            prog,
            func: f.name.clone(),
            regs,
            reg_scopes: Vec::new(),
            n_regs,
            scopes: vec![HashMap::new()],
            n_slots: 0,
            labels: HashMap::new(),
            fixups: Vec::new(),
            ops: Vec::new(),
            origin: Vec::new(),
            // LLVM labels every block but the first.
            label: "(entry)".to_owned(),
        })
    }

    pub(super) fn lower(mut self, f: &Function) -> Result<Func, InterpError> {
        let mut param_sizes = Vec::new();
        let mut param_aligns = Vec::new();
        let mut param_arrays = Vec::new();
        for p in f.returns.iter().chain(&f.params) {
            if p.space == StateSpace::Reg {
                return Err(InterpError::Unsupported(format!(
                    "{}: register parameters (.reg {})",
                    f.name, p.name
                )));
            }
            let slot = self.n_slots;
            self.n_slots += 1;
            self.scopes[0].insert(p.name.clone(), slot);
        }
        for p in &f.params {
            let size = p.size().unwrap_or(0);
            param_sizes.push(size);
            param_aligns.push(u64::from(p.align.unwrap_or(p.ty.size())).max(1));
            param_arrays.push(!p.dims.is_empty());
        }
        if let Some(body) = &f.body {
            // Labels first (branches go forward and back).
            fn labels(stmts: &[Statement], out: &mut Vec<String>) {
                for s in stmts {
                    match s {
                        Statement::Label(l) => out.push(l.clone()),
                        Statement::Block(b) => labels(b, out),
                        Statement::Decl(_)
                        | Statement::Inst(_)
                        | Statement::Prototype(_)
                        | Statement::Pragma(_) => {}
                    }
                }
            }
            let mut all = Vec::new();
            labels(body, &mut all);
            self.walk(body)?;
            for (at, names) in std::mem::take(&mut self.fixups) {
                let mut targets = Vec::with_capacity(names.len());
                for n in &names {
                    match self.labels.get(n) {
                        Some(&pc) => targets.push(pc),
                        None => {
                            self.ops[at].op =
                                Op::Unsupported(format!("a branch to an unknown label {n}"));
                            targets.clear();
                            break;
                        }
                    }
                }
                if let Op::Bra { target } = &mut self.ops[at].op
                    && targets.len() == 1
                {
                    *target = targets[0];
                }
            }
            // Falling off the end returns.
            self.ops.push(GuardedOp {
                guard: None,
                op: Op::Ret,
            });
            self.origin.push(Origin {
                line: f.loc.0.line,
                col: f.loc.0.col,
                label: self.label.clone(),
                text: "(end of function)".into(),
            });
        }
        Ok(Func {
            name: f.name.clone(),
            kind: f.kind,
            defined: f.body.is_some(),
            n_regs: self.n_regs,
            n_slots: self.n_slots,
            n_rets: f.returns.len() as u32,
            n_params: f.params.len() as u32,
            param_sizes,
            param_aligns,
            param_arrays,
            ops: self.ops,
            origin: self.origin,
        })
    }

    fn walk(&mut self, stmts: &[Statement]) -> Result<(), InterpError> {
        for s in stmts {
            match s {
                Statement::Decl(d) => self.decl(d)?,
                Statement::Label(l) => {
                    self.labels.insert(l.clone(), self.ops.len() as u32);
                    self.label = l.clone();
                }
                Statement::Inst(i) => {
                    let guard = match &i.guard {
                        None => Ok(None),
                        Some(g) => self.reg(&g.reg).map(|r| Some((r, g.negated))),
                    };
                    let (guard, op) = match guard {
                        Ok(g) => (g, self.inst(i).unwrap_or_else(Op::Unsupported)),
                        Err(e) => (None, Op::Unsupported(e)),
                    };
                    let mut text = String::new();
                    let _ = seam::ptx::write_instruction(&mut text, i);
                    let op = match op {
                        Op::Unsupported(why) => {
                            Op::Unsupported(format!("`{}`: {why}", text.trim()))
                        }
                        op @ Op::Mov { .. }
                        | op @ Op::Sreg { .. }
                        | op @ Op::Addr { .. }
                        | op @ Op::Pack { .. }
                        | op @ Op::Unpack { .. }
                        | op @ Op::IBin { .. }
                        | op @ Op::IBinX2 { .. }
                        | op @ Op::Carry { .. }
                        | op @ Op::MadCarry { .. }
                        | op @ Op::BarrierCount { .. }
                        | op @ Op::Mapa { .. }
                        | op @ Op::ITer { .. }
                        | op @ Op::IUn { .. }
                        | op @ Op::Bfi { .. }
                        | op @ Op::FBin { .. }
                        | op @ Op::Fma { .. }
                        | op @ Op::FUn { .. }
                        | op @ Op::TestP { .. }
                        | op @ Op::Setp { .. }
                        | op @ Op::Selp { .. }
                        | op @ Op::Cvt { .. }
                        | op @ Op::CvtPack { .. }
                        | op @ Op::Cvta { .. }
                        | op @ Op::IsSpacep { .. }
                        | op @ Op::Ld { .. }
                        | op @ Op::St { .. }
                        | op @ Op::Atom { .. }
                        | op @ Op::Decl { .. }
                        | op @ Op::Alloca { .. }
                        | op @ Op::Bra { .. }
                        | op @ Op::Call { .. }
                        | op @ Op::Ret
                        | op @ Op::Exit
                        | op @ Op::Trap
                        | op @ Op::Barrier
                        | op @ Op::BarRed { .. }
                        | op @ Op::Warp { .. }
                        | op @ Op::Fence
                        | op @ Op::Nop => op,
                    };
                    self.ops.push(GuardedOp { guard, op });
                    self.origin.push(Origin {
                        line: i.loc.0.line,
                        col: i.loc.0.col,
                        label: self.label.clone(),
                        text: text.trim().to_owned(),
                    });
                }
                Statement::Block(b) => {
                    let mut inner = HashMap::new();
                    collect_regs_from(b, &mut inner, self.n_regs)?;
                    self.n_regs += inner.len() as u32;
                    if self.n_regs > 1 << 22 {
                        return Err(InterpError::Unsupported(
                            "more than 4 million registers in a function".into(),
                        ));
                    }
                    self.reg_scopes.push(inner);
                    self.scopes.push(HashMap::new());
                    self.walk(b)?;
                    self.scopes.pop();
                    self.reg_scopes.pop();
                }
                Statement::Prototype(_) | Statement::Pragma(_) => {}
            }
        }
        Ok(())
    }

    fn decl(&mut self, d: &VarDecl) -> Result<(), InterpError> {
        let local = match d.space {
            StateSpace::Reg => return Ok(()),
            StateSpace::Shared | StateSpace::SharedCta => {
                for n in &d.names {
                    let v = self.prog.fn_shared[&(self.func.clone(), n.name.clone())];
                    self.scopes[0].insert(n.name.clone(), SHARED_BIT | v);
                }
                return Ok(());
            }
            StateSpace::Param | StateSpace::ParamFunc => false,
            StateSpace::Local => true,
            other @ StateSpace::Sreg
            | other @ StateSpace::Const
            | other @ StateSpace::Global
            | other @ StateSpace::ParamEntry
            | other @ StateSpace::SharedCluster
            | other @ StateSpace::Tex => {
                return Err(InterpError::Unsupported(format!(
                    "variables in .{} inside a function",
                    other.name()
                )));
            }
        };
        let size = d.size_of_one().unwrap_or(0);
        for n in &d.names {
            let slot = self.n_slots;
            self.n_slots += 1;
            self.scopes
                .last_mut()
                .expect("a scope")
                .insert(n.name.clone(), slot);
            self.ops.push(GuardedOp {
                guard: None,
                op: Op::Decl { slot, size, local },
            });
            self.origin.push(Origin {
                line: 0,
                col: 0,
                label: self.label.clone(),
                text: format!(".{} {}", d.space.name(), n.name),
            });
        }
        Ok(())
    }

    /// The register a name denotes here (the innermost declaration).
    pub(super) fn reg_lookup(&self, name: &str) -> Option<u32> {
        self.reg_scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name))
            .or_else(|| self.regs.get(name))
            .copied()
    }

    pub(super) fn reg(&self, name: &str) -> Result<u32, String> {
        self.reg_lookup(name)
            .ok_or_else(|| format!("register {name} is not declared"))
    }

    pub(super) fn sym(&self, name: &str) -> Result<Sym, String> {
        for s in self.scopes.iter().rev() {
            if let Some(&slot) = s.get(name) {
                if slot & SHARED_BIT != 0 {
                    return Ok(Sym::Var(slot & !SHARED_BIT));
                }
                return Ok(Sym::Slot(slot));
            }
        }
        if let Some(&v) = self.prog.var_by_name.get(name) {
            return Ok(Sym::Var(v));
        }
        if let Some(&f) = self.prog.func_by_name.get(name) {
            return Ok(Sym::Func(f));
        }
        Err(format!("unknown symbol {name}"))
    }

    /// A value operand of type `t`.
    pub(super) fn src(&self, o: &Operand, t: ScalarType) -> Result<Src, String> {
        match o {
            Operand::Reg(r) => Ok(Src::Reg(self.reg(r)?)),
            // A register declared without `%` in a nested block (LLVM's `.reg .b16 tmp;`).
            Operand::Sym { name, offset: 0 } if self.reg_lookup(name).is_some() => {
                Ok(Src::Reg(self.reg(name)?))
            }
            Operand::Imm(i) => Ok(Src::Imm(imm_bits(*i, t))),
            other @ Operand::Not(_)
            | other @ Operand::Pair(..)
            | other @ Operand::Sym { .. }
            | other @ Operand::Addr(_)
            | other @ Operand::Indexed(_)
            | other @ Operand::Vector(_)
            | other @ Operand::List(_)
            | other @ Operand::Sink => Err(format!("operand {other:?} where a value is expected")),
        }
    }

    /// A predicate operand that may be negated (`!p`): the source and whether it is.
    pub(super) fn pred_src(&self, o: &Operand) -> Result<(Src, bool), String> {
        match o {
            Operand::Not(r) => Ok((Src::Reg(self.reg(r)?), true)),
            other @ (Operand::Reg(_)
            | Operand::Pair(..)
            | Operand::Imm(_)
            | Operand::Sym { .. }
            | Operand::Addr(_)
            | Operand::Indexed(_)
            | Operand::Vector(_)
            | Operand::List(_)
            | Operand::Sink) => Ok((self.src(other, ScalarType::Pred)?, false)),
        }
    }

    pub(super) fn dst(&self, o: &Operand) -> Result<u32, String> {
        match o {
            Operand::Reg(r) => self.reg(r),
            Operand::Sym { name, offset: 0 } if self.reg_lookup(name).is_some() => self.reg(name),
            other @ Operand::Not(_)
            | other @ Operand::Pair(..)
            | other @ Operand::Imm(_)
            | other @ Operand::Sym { .. }
            | other @ Operand::Addr(_)
            | other @ Operand::Indexed(_)
            | other @ Operand::Vector(_)
            | other @ Operand::List(_)
            | other @ Operand::Sink => {
                Err(format!("operand {other:?} where a register is expected"))
            }
        }
    }

    pub(super) fn address(&self, o: &Operand) -> Result<(Base, i64), String> {
        match o {
            Operand::Addr(a) => {
                let base = match &a.base {
                    AddrBase::Reg(r) => Base::Reg(self.reg(r)?),
                    AddrBase::Sym(s) => Base::Sym(self.sym(s)?),
                    AddrBase::Absolute => Base::Abs,
                };
                Ok((base, a.offset))
            }
            other @ Operand::Reg(_)
            | other @ Operand::Not(_)
            | other @ Operand::Pair(..)
            | other @ Operand::Imm(_)
            | other @ Operand::Sym { .. }
            | other @ Operand::Indexed(_)
            | other @ Operand::Vector(_)
            | other @ Operand::List(_)
            | other @ Operand::Sink => {
                Err(format!("operand {other:?} where an address is expected"))
            }
        }
    }
}
