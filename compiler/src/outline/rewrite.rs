//! The rewrite: a group becomes an internal `.func` and each occurrence a call of it.
//!
//! Contract:
//! - The outlined function is occurrence 0's instructions, verbatim, with its registers
//!   declared: `.func (.param .align 8 .b8 NAME_retval[OUT]) NAME(.param .align 8 .b8
//!   NAME_param[IN])`, which loads each live-in register from `NAME_param`, runs the sequence,
//!   stores each result into `NAME_retval`, and returns. A byte array carries every value,
//!   each at an offset aligned to its size, as LLVM passes aggregates; an empty side is left
//!   out. It has no linkage directive (internal), no performance directive and no pragma:
//!   it inherits nothing from the functions it came from (seed 002).
//! - Each occurrence becomes one call sequence `{ ... }` as LLVM prints them: `.param`
//!   declarations, one `st.param` per live-in, `call.uni`, one `ld.param` per result into the
//!   occurrence's own registers (through the renaming, so the caller sees exactly the values
//!   its sequence left).
//! - The results are every register some occurrence needs after the sequence; an occurrence
//!   that does not need one still receives it, into the register its own sequence would have
//!   written: the same program.

use super::candidates::{Group, body};
use super::mapping::FuncMap;
use crate::ptx::{
    AddrBase, Address, DeclName, Function, FunctionKind, Instruction, Loc, Modifier, Name, Operand,
    Param, ScalarType, StateSpace, Statement, VarDecl,
};

/// The `.param` access type of a register class.
fn param_type(c: ScalarType) -> ScalarType {
    match c {
        ScalarType::F32 => ScalarType::F32,
        ScalarType::F64 => ScalarType::F64,
        c => match c.size() {
            2 => ScalarType::B16,
            4 => ScalarType::B32,
            _ => ScalarType::B64,
        },
    }
}

/// Offsets of `classes` in a byte array, each aligned to its size; and the array's size.
fn layout(classes: &[ScalarType]) -> (Vec<i64>, u64) {
    let mut off = 0u64;
    let mut v = Vec::new();
    for c in classes {
        let s = u64::from(param_type(*c).size());
        off = off.div_ceil(s) * s;
        v.push(off as i64);
        off += s;
    }
    (v, off.div_ceil(8).max(1) * 8)
}

fn param_access(ld: bool, ty: ScalarType, base: &str, offset: i64, reg: Name) -> Statement {
    let mut i = Instruction {
        guard: None,
        opcode: Name::default(),
        modifiers: Vec::with_capacity(2),
        operands: Vec::with_capacity(2),
        loc: Loc::default(),
    };
    fill_param_access(&mut i, ld, ty, base, offset, reg);
    Statement::Inst(i)
}

/// Makes `i` the `ld.param` (`ld`) or `st.param` of `reg` at `base + offset`, keeping its
/// lists' memory.
fn fill_param_access(
    i: &mut Instruction,
    ld: bool,
    ty: ScalarType,
    base: &str,
    offset: i64,
    reg: Name,
) {
    let addr = Operand::Addr(Address {
        base: AddrBase::Sym(base.into()),
        offset,
    });
    let reg = Operand::Reg(reg);
    i.guard = None;
    i.opcode = if ld { "ld" } else { "st" }.into();
    i.modifiers.clear();
    i.modifiers
        .extend([Modifier::Space(StateSpace::Param), Modifier::Type(ty)]);
    i.operands.clear();
    if ld {
        i.operands.extend([reg, addr]);
    } else {
        i.operands.extend([addr, reg]);
    }
    i.loc = Loc::default();
}

/// One `ld.param` (`ld`) or `st.param` per register of `regs`, of `base` at `offsets`, typed
/// for `classes`.
fn param_accesses<'a>(
    ld: bool,
    base: &'a str,
    classes: &'a [ScalarType],
    offsets: &'a [i64],
    regs: impl Iterator<Item = Name> + 'a,
) -> impl Iterator<Item = Statement> + 'a {
    regs.zip(classes.iter().zip(offsets))
        .map(move |(r, (&c, &off))| param_access(ld, param_type(c), base, off, r))
}

fn byte_array(space: StateSpace, name: &str, size: u64) -> VarDecl {
    VarDecl {
        linkage: None,
        space,
        align: Some(8),
        vector: None,
        ty: ScalarType::B8,
        names: vec![DeclName {
            name: name.to_owned(),
            dims: vec![Some(size)],
            count: None,
        }],
        init: None,
    }
}

fn byte_param(name: &str, size: u64) -> Param {
    Param {
        space: StateSpace::Param,
        align: Some(8),
        vector: None,
        ty: ScalarType::B8,
        ptr: None,
        name: name.to_owned(),
        dims: vec![Some(size)],
    }
}

/// How the occurrences of one outlined function call it: what [`Calls::call`] needs.
pub(crate) struct Calls {
    name: String,
    outputs: Vec<u32>,
    in_classes: Vec<ScalarType>,
    out_classes: Vec<ScalarType>,
    in_off: Vec<i64>,
    in_size: u64,
    out_off: Vec<i64>,
    out_size: u64,
}

/// The outlined function `name` of `g`, and how its occurrences call it.
pub(crate) fn build(
    g: &Group,
    name: &str,
    maps: &[FuncMap],
    funcs: &[&Function],
) -> (Function, Calls) {
    let outputs = g.outputs();
    let in_classes: Vec<ScalarType> = g.live_in.iter().map(|&x| g.classes[x as usize]).collect();
    let out_classes: Vec<ScalarType> = outputs.iter().map(|&x| g.classes[x as usize]).collect();
    let (in_off, in_size) = layout(&in_classes);
    let (out_off, out_size) = layout(&out_classes);
    let (pname, rname) = (format!("{name}_param"), format!("{name}_retval"));
    let first = g.occs[0];
    let m0 = &maps[first.func];
    let reg0 = |x: u32| m0.reg_name(g.regs[0][x as usize]);

    // The outlined function.
    let mut stmts = Vec::new();
    let mut classes: Vec<ScalarType> = g.classes.clone();
    classes.sort_by_key(|c| c.name());
    classes.dedup();
    for c in classes {
        let names: Vec<DeclName> = (0..g.classes.len() as u32)
            .filter(|&x| g.classes[x as usize] == c)
            .map(|x| DeclName {
                name: reg0(x).to_string(),
                dims: Vec::new(),
                count: None,
            })
            .collect();
        stmts.push(Statement::Decl(VarDecl {
            linkage: None,
            space: StateSpace::Reg,
            align: None,
            vector: None,
            ty: c,
            names,
            init: None,
        }));
    }
    stmts.extend(param_accesses(
        true,
        &pname,
        &in_classes,
        &in_off,
        g.live_in.iter().map(|&x| reg0(x)),
    ));
    let src = body(funcs[first.func]);
    stmts.extend(src[first.start..first.start + g.len].iter().cloned());
    stmts.extend(param_accesses(
        false,
        &rname,
        &out_classes,
        &out_off,
        outputs.iter().map(|&x| reg0(x)),
    ));
    stmts.push(Statement::Inst(Instruction {
        guard: None,
        opcode: "ret".into(),
        modifiers: Vec::new(),
        operands: Vec::new(),
        loc: Loc::default(),
    }));
    let func = Function {
        linkage: None,
        kind: FunctionKind::Func,
        returns: if outputs.is_empty() {
            Vec::new()
        } else {
            vec![byte_param(&rname, out_size)]
        },
        name: name.to_owned(),
        params: if g.live_in.is_empty() {
            Vec::new()
        } else {
            vec![byte_param(&pname, in_size)]
        },
        directives: Vec::new(),
        body: Some(stmts),
        loc: Loc::default(),
    };
    let calls = Calls {
        name: name.to_owned(),
        outputs,
        in_classes,
        out_classes,
        in_off,
        in_size,
        out_off,
        out_size,
    };
    (func, calls)
}

impl Calls {
    /// The call sequence replacing occurrence `o` of `g` (`m`: its function's map), made of
    /// the occurrence's own statements `old` where it can (its instructions become the
    /// `st.param`s, the `call` and the `ld.param`s, keeping their lists' memory: a call
    /// has fewer instructions than the sequence it replaces when it pays); what is left of
    /// `old` is dropped.
    pub(crate) fn call_from(
        &self,
        g: &Group,
        o: usize,
        m: &FuncMap,
        old: impl Iterator<Item = Statement>,
    ) -> Statement {
        let mut old = old.filter_map(|s| match s {
            Statement::Inst(i) => Some(i),
            Statement::Decl(_)
            | Statement::Label(_)
            | Statement::Block(_)
            | Statement::Prototype(_)
            | Statement::Pragma(_) => None,
        });
        let mut next = || {
            old.next().unwrap_or_else(|| Instruction {
                guard: None,
                opcode: Name::default(),
                modifiers: Vec::new(),
                operands: Vec::new(),
                loc: Loc::default(),
            })
        };
        let reg = |x: u32| m.reg_name(g.regs[o][x as usize]);
        let access =
            |i: &mut Instruction, ld: bool, c: ScalarType, base: &str, off: i64, x: u32| {
                fill_param_access(i, ld, param_type(c), base, off, reg(x));
            };
        let mut seq = Vec::with_capacity(3 + g.live_in.len() + self.outputs.len());
        if !g.live_in.is_empty() {
            seq.push(Statement::Decl(byte_array(
                StateSpace::Param,
                "param0",
                self.in_size,
            )));
            for ((&x, &c), &off) in g.live_in.iter().zip(&self.in_classes).zip(&self.in_off) {
                let mut i = next();
                access(&mut i, false, c, "param0", off, x);
                seq.push(Statement::Inst(i));
            }
        }
        if !self.outputs.is_empty() {
            seq.push(Statement::Decl(byte_array(
                StateSpace::Param,
                "retval0",
                self.out_size,
            )));
        }
        let mut call = next();
        call.guard = None;
        call.opcode = "call".into();
        call.modifiers.clear();
        call.modifiers.push(Modifier::Other("uni".into()));
        call.operands.clear();
        if !self.outputs.is_empty() {
            call.operands.push(Operand::List(vec![Operand::Sym {
                name: "retval0".into(),
                offset: 0,
            }]));
        }
        call.operands.push(Operand::Sym {
            name: self.name.as_str().into(),
            offset: 0,
        });
        if !g.live_in.is_empty() {
            call.operands.push(Operand::List(vec![Operand::Sym {
                name: "param0".into(),
                offset: 0,
            }]));
        }
        call.loc = Loc::default();
        seq.push(Statement::Inst(call));
        for ((&x, &c), &off) in self
            .outputs
            .iter()
            .zip(&self.out_classes)
            .zip(&self.out_off)
        {
            let mut i = next();
            access(&mut i, true, c, "retval0", off, x);
            seq.push(Statement::Inst(i));
        }
        // The rest of the occurrence, dropped now: the next call takes the memory it frees.
        old.for_each(drop);
        Statement::Block(seq)
    }
}
