//! What a PTX function costs, counted from its text: instructions, memory accesses by state
//! space, address conversions, calls, and the `.param` traffic of call boundaries.
//!
//! Definitions (one instruction counts once, whatever its vector width; bytes count the width):
//! - **loads**: `ld`, `ldu` (`ld.global.nc` included); **stores**: `st`; **atomics**: `atom`,
//!   `red`. Each by the state space written on it; no space means *generic*.
//! - **cvta**: `cvta.SPACE` (a specific address made generic) and `cvta.to.SPACE` (a generic
//!   address made specific), counted apart.
//! - **calls**: `call`, direct (a function name) or indirect (a register).
//! - **call-boundary `.param` traffic**: on the caller's side, `st.param`/`ld.param` of the
//!   `.param` variables the body declares for its calls (arguments and return values); on the
//!   callee's side (a `.func`), `ld.param` of its own parameters and `st.param` of its return
//!   parameters. A kernel's loads of its own parameters are the launch ABI, not a call boundary:
//!   they are counted as `.param` loads, not as call traffic.

use std::collections::HashSet;
use std::ops::AddAssign;

use super::ast::*;

/// Counts per memory space (indexed by [`MemSpace`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SpaceCounts(pub [u64; MemSpace::ALL.len()]);

impl SpaceCounts {
    /// The count for `s`.
    pub fn get(&self, s: MemSpace) -> u64 {
        self.0[s as usize]
    }

    fn bump(&mut self, s: MemSpace) {
        self.0[s as usize] += 1;
    }

    /// The sum over every space.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }

    /// The count through generic addresses.
    pub fn generic(&self) -> u64 {
        self.get(MemSpace::Generic)
    }
}

impl AddAssign<&SpaceCounts> for SpaceCounts {
    fn add_assign(&mut self, o: &SpaceCounts) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }
}

/// The `.param` traffic of call boundaries (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ParamTraffic {
    /// `st.param` of call arguments.
    pub caller_stores: u64,
    /// `ld.param` of call results.
    pub caller_loads: u64,
    /// `ld.param` of the function's own parameters (device functions).
    pub callee_loads: u64,
    /// `st.param` of the function's return values.
    pub callee_stores: u64,
    /// Bytes moved by all of the above.
    pub bytes: u64,
}

impl ParamTraffic {
    /// Instructions on both sides.
    pub fn instructions(&self) -> u64 {
        self.caller_stores + self.caller_loads + self.callee_loads + self.callee_stores
    }
}

impl AddAssign<&ParamTraffic> for ParamTraffic {
    fn add_assign(&mut self, o: &ParamTraffic) {
        self.caller_stores += o.caller_stores;
        self.caller_loads += o.caller_loads;
        self.callee_loads += o.callee_loads;
        self.callee_stores += o.callee_stores;
        self.bytes += o.bytes;
    }
}

/// The counts of one function (or, summed, of a module).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counts {
    /// Instructions (labels, declarations and directives are not instructions).
    pub instructions: u64,
    /// Loads by space.
    pub loads: SpaceCounts,
    /// Stores by space.
    pub stores: SpaceCounts,
    /// Atomics (`atom`, `red`) by space.
    pub atomics: SpaceCounts,
    /// `cvta.SPACE`: specific to generic.
    pub cvta_to_generic: u64,
    /// `cvta.to.SPACE`: generic to specific.
    pub cvta_from_generic: u64,
    /// Direct calls.
    pub calls: u64,
    /// Indirect calls (through a register).
    pub indirect_calls: u64,
    /// Call-boundary `.param` traffic.
    pub param: ParamTraffic,
    /// Registers declared (`.reg .b32 %r<12>` declares 12).
    pub registers_declared: u64,
    /// Bytes of `.local` variables declared (LLVM's stack frame, `__local_depot`).
    pub local_bytes: u64,
}

impl Counts {
    /// Memory accesses (loads, stores, atomics) through generic addresses.
    pub fn generic_accesses(&self) -> u64 {
        self.loads.generic() + self.stores.generic() + self.atomics.generic()
    }

    /// All memory accesses.
    pub fn accesses(&self) -> u64 {
        self.loads.total() + self.stores.total() + self.atomics.total()
    }

    /// Every call, direct or not.
    pub fn all_calls(&self) -> u64 {
        self.calls + self.indirect_calls
    }

    /// `cvta` in both directions.
    pub fn cvta(&self) -> u64 {
        self.cvta_to_generic + self.cvta_from_generic
    }
}

impl AddAssign<&Counts> for Counts {
    fn add_assign(&mut self, o: &Counts) {
        self.instructions += o.instructions;
        self.loads += &o.loads;
        self.stores += &o.stores;
        self.atomics += &o.atomics;
        self.cvta_to_generic += o.cvta_to_generic;
        self.cvta_from_generic += o.cvta_from_generic;
        self.calls += o.calls;
        self.indirect_calls += o.indirect_calls;
        self.param += &o.param;
        self.registers_declared += o.registers_declared;
        self.local_bytes += o.local_bytes;
    }
}

/// The metrics of one function definition.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FunctionMetrics {
    /// Its name.
    pub name: String,
    /// Kernel or device function.
    pub kind: FunctionKind,
    /// What it contains.
    pub counts: Counts,
}

/// The metrics of every function definition of `m`, in order.
pub fn module_metrics(m: &Module) -> Vec<FunctionMetrics> {
    m.functions()
        .filter(|f| f.body.is_some())
        .map(|f| FunctionMetrics {
            name: f.name.clone(),
            kind: f.kind,
            counts: function_counts(f),
        })
        .collect()
}

/// The sum of [`module_metrics`].
pub fn module_totals(m: &Module) -> Counts {
    let mut c = Counts::default();
    for f in module_metrics(m) {
        c += &f.counts;
    }
    c
}

/// The counts of one function.
pub fn function_counts(f: &Function) -> Counts {
    let mut c = Counts::default();
    let Some(body) = &f.body else {
        return c;
    };
    // The `.param` variables the body declares (call arguments and results), and the
    // function's own parameters and return values.
    let mut call_params = HashSet::new();
    collect_param_decls(body, &mut call_params, &mut c);
    let own_params: HashSet<&str> = if f.kind == FunctionKind::Func {
        f.params.iter().map(|p| p.name.as_str()).collect()
    } else {
        HashSet::new()
    };
    let own_returns: HashSet<&str> = f.returns.iter().map(|p| p.name.as_str()).collect();
    for i in f.instructions() {
        c.instructions += 1;
        let space = || {
            i.space()
                .and_then(StateSpace::memory)
                .unwrap_or(MemSpace::Generic)
        };
        match i.opcode.as_str() {
            "ld" | "ldu" => {
                c.loads.bump(space());
                if space() == MemSpace::Param
                    && let Some(name) = param_symbol(i)
                {
                    if call_params.contains(name) {
                        c.param.caller_loads += 1;
                        c.param.bytes += i.access_bytes();
                    } else if own_params.contains(name) {
                        c.param.callee_loads += 1;
                        c.param.bytes += i.access_bytes();
                    }
                }
            }
            "st" => {
                c.stores.bump(space());
                if space() == MemSpace::Param
                    && let Some(name) = param_symbol(i)
                {
                    if call_params.contains(name) {
                        c.param.caller_stores += 1;
                        c.param.bytes += i.access_bytes();
                    } else if own_returns.contains(name) {
                        c.param.callee_stores += 1;
                        c.param.bytes += i.access_bytes();
                    }
                }
            }
            "atom" | "red" => c.atomics.bump(space()),
            "cvta" => {
                if i.has("to") {
                    c.cvta_from_generic += 1;
                } else {
                    c.cvta_to_generic += 1;
                }
            }
            "call" => {
                // `call (ret), target, (args)`: the target is the first operand that is not a list.
                match i.operands.iter().find(|o| !matches!(o, Operand::List(_))) {
                    Some(Operand::Reg(_)) => c.indirect_calls += 1,
                    _ => c.calls += 1,
                }
            }
            _ => {}
        }
    }
    c
}

/// The symbol an `ld.param`/`st.param` addresses (`[param0+4]` is `param0`).
fn param_symbol(i: &Instruction) -> Option<&str> {
    match &i.address()?.base {
        AddrBase::Sym(s) => Some(s),
        AddrBase::Reg(_) | AddrBase::Absolute => None,
    }
}

/// Records the names of `.param` declarations (at any depth), and counts registers and local
/// bytes declared.
fn collect_param_decls(body: &[Statement], params: &mut HashSet<String>, c: &mut Counts) {
    for s in body {
        match s {
            Statement::Decl(d) => match d.space {
                StateSpace::Param | StateSpace::ParamFunc => {
                    params.extend(d.names.iter().map(|n| n.name.clone()));
                }
                StateSpace::Reg => {
                    c.registers_declared += d
                        .names
                        .iter()
                        .map(|n| u64::from(n.count.unwrap_or(1)))
                        .sum::<u64>();
                }
                StateSpace::Local => {
                    c.local_bytes += d.size_of_one().unwrap_or(0) * d.names.len() as u64;
                }
                StateSpace::Sreg
                | StateSpace::Const
                | StateSpace::Global
                | StateSpace::ParamEntry
                | StateSpace::Shared
                | StateSpace::SharedCta
                | StateSpace::SharedCluster
                | StateSpace::Tex => {}
            },
            Statement::Block(b) => collect_param_decls(b, params, c),
            Statement::Label(_)
            | Statement::Inst(_)
            | Statement::Prototype(_)
            | Statement::Pragma(_) => {}
        }
    }
}
