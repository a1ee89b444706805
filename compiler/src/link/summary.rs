//! The module summary of seed 003's LTO driver (`NVModuleSummary`, the step the seed's entry
//! runs after dead kernel elimination), as far as the seed and what is public about it define
//! it: per function its instruction count, call edges, references, the address spaces it
//! accesses memory through, the flags the builder packs (`noinline`, `nounwind`, `willreturn`,
//! `noreturn`, `mustprogress`, kernel, address taken, references to symbols no other module
//! can import), and the import priority and complexity budget.
//!
//! **The priority and the budget.** The builder takes a function's import priority from an
//! import priority table (3 force-import, 2 standard, 1 low; a function not in the table is 0,
//! never imported) and its complexity budget from profile counts. [`module_summary`] gives
//! priority 0 and budget 0 (no table, no profile), as CICC's builder does without them;
//! [`super::import_summaries`] fills the priorities from an [`super::ImportTable`] (`seam lto
//! --mode thin --import-table FILE`). seam has no profile: the budget stays 0.
//!
//! [`ModuleSummary::to_json`] prints it (`seam lto --emit-summary FILE`).

use rustc_hash::FxHashSet as HashSet;

use crate::analysis::function_memory_accesses;
use crate::ir::{AttrFlag, GlobalValue, InstData, Module, Value};

/// What the summary says of one function.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FunctionSummary {
    /// The name, without `@`.
    pub name: String,
    /// Its linkage keyword (`external` for the default).
    pub linkage: &'static str,
    /// A definition (a declaration has no body to summarize).
    pub defined: bool,
    /// A kernel (`ptx_kernel` or the `!nvvm.annotations` mark).
    pub kernel: bool,
    /// Instructions in its body.
    pub instructions: usize,
    /// Functions it calls directly, each once, in the order of their first call.
    pub calls: Vec<String>,
    /// Calls through a pointer.
    pub indirect_calls: usize,
    /// Global variables it refers to, each once, in order.
    pub refs: Vec<String>,
    /// The address spaces (numbers) its loads, stores and atomics go through, ascending.
    pub spaces: Vec<u32>,
    /// `noinline`.
    pub noinline: bool,
    /// `alwaysinline`.
    pub alwaysinline: bool,
    /// `nounwind`.
    pub nounwind: bool,
    /// `willreturn`.
    pub willreturn: bool,
    /// `noreturn`.
    pub noreturn: bool,
    /// `mustprogress`.
    pub mustprogress: bool,
    /// Used other than as a direct callee (stored, passed, in an initializer).
    pub address_taken: bool,
    /// Refers to a local (internal or private) symbol (a variable, or a function it calls or
    /// takes the address of), which another module cannot name: not importable.
    pub non_importable_refs: bool,
    /// The import priority: the import table's level (0 without a table).
    pub import_priority: u8,
    /// The complexity budget: 0 without a profile.
    pub complexity_budget: u32,
}

/// The summary of a module.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ModuleSummary {
    /// The module's name (a file name).
    pub module: String,
    /// Every function, in module order.
    pub functions: Vec<FunctionSummary>,
}

/// Summarizes module `m`, named `name`.
pub fn module_summary(name: &str, m: &Module) -> ModuleSummary {
    // Address-taken functions: any reference but the callee operand of a direct call.
    let mut taken: HashSet<GlobalValue> = HashSet::default();
    let mut mark = |c| {
        m.consts.refers_to(c, &mut |gv| {
            taken.insert(gv);
            false
        });
    };
    for g in m.globals.values() {
        if let Some(c) = g.init {
            mark(c);
        }
    }
    for f in m.functions.values() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            let callee = match data {
                InstData::Call(c) => Some(c.callee),
                _ => None,
            };
            let mut first = true;
            data.visit_operands(|v| {
                // The callee is visited first; it is not a use of the address.
                let is_callee = first && Some(v) == callee;
                first = false;
                if let (Value::Const(c), false) = (v, is_callee) {
                    mark(c);
                }
            });
        }
    }
    let mut functions = Vec::with_capacity(m.functions.len());
    for (fid, f) in m.functions.iter() {
        let has = |flag| m.has_fn_attr(fid, flag);
        let mut s = FunctionSummary {
            name: f.name.clone(),
            linkage: super::linkage_name(f.linkage),
            defined: f.body.is_some(),
            kernel: m.is_kernel(fid),
            instructions: f.body.as_ref().map_or(0, |b| b.inst_count()),
            calls: Vec::new(),
            indirect_calls: 0,
            refs: Vec::new(),
            spaces: Vec::new(),
            noinline: has(AttrFlag::NoInline),
            alwaysinline: has(AttrFlag::AlwaysInline),
            nounwind: has(AttrFlag::NoUnwind),
            willreturn: has(AttrFlag::WillReturn),
            noreturn: has(AttrFlag::NoReturn),
            mustprogress: has(AttrFlag::MustProgress),
            address_taken: taken.contains(&GlobalValue::Func(fid)),
            non_importable_refs: false,
            import_priority: 0,
            complexity_budget: 0,
        };
        if let Some(body) = &f.body {
            let mut seen: HashSet<GlobalValue> = HashSet::default();
            for (_, i) in body.inst_order() {
                let data = &body.insts[i].data;
                if let InstData::Call(c) = data {
                    match m.direct_callee(c) {
                        Some(g) if m.functions.contains(g) => {
                            if seen.insert(GlobalValue::Func(g)) {
                                s.calls.push(m.functions[g].name.clone());
                                s.non_importable_refs |= m.functions[g].linkage.is_local();
                            }
                        }
                        _ => s.indirect_calls += 1,
                    }
                }
                data.visit_operands(|v| {
                    let Value::Const(c) = v else { return };
                    m.consts.refers_to(c, &mut |gv| {
                        if !m.global_exists(gv) {
                            return false;
                        }
                        match gv {
                            GlobalValue::Var(g) => {
                                s.non_importable_refs |= m.globals[g].linkage.is_local();
                                if seen.insert(gv) {
                                    s.refs.push(m.globals[g].name.clone());
                                }
                            }
                            // A local function's address (or its call) cannot be named from
                            // another module either.
                            GlobalValue::Func(g) => {
                                s.non_importable_refs |= m.functions[g].linkage.is_local();
                            }
                        }
                        false
                    });
                });
            }
            s.spaces = function_memory_accesses(m, f)
                .by_space
                .keys()
                .map(|a| a.0)
                .collect();
        }
        functions.push(s);
    }
    ModuleSummary {
        module: name.to_owned(),
        functions,
    }
}

impl ModuleSummary {
    /// The summary as one JSON object: `{"module": ..., "functions": [{...}, ...]}`.
    pub fn to_json(&self) -> String {
        use crate::passes::json_str;
        let list = |xs: &[String], out: &mut String| {
            out.push('[');
            for (i, x) in xs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                json_str(x, out);
            }
            out.push(']');
        };
        let mut out = String::from("{\"module\": ");
        json_str(&self.module, &mut out);
        out.push_str(", \"functions\": [");
        for (i, f) in self.functions.iter().enumerate() {
            out.push_str(if i > 0 { ",\n  {" } else { "\n  {" });
            out.push_str("\"name\": ");
            json_str(&f.name, &mut out);
            out.push_str(", \"linkage\": ");
            json_str(f.linkage, &mut out);
            out.push_str(&format!(
                ", \"defined\": {}, \"kernel\": {}, \"instructions\": {}, \"calls\": ",
                f.defined, f.kernel, f.instructions
            ));
            list(&f.calls, &mut out);
            out.push_str(&format!(
                ", \"indirect_calls\": {}, \"refs\": ",
                f.indirect_calls
            ));
            list(&f.refs, &mut out);
            let spaces: Vec<String> = f.spaces.iter().map(u32::to_string).collect();
            out.push_str(&format!(
                ", \"spaces\": [{}], \"flags\": {{\"noinline\": {}, \"alwaysinline\": {}, \
                 \"nounwind\": {}, \"willreturn\": {}, \"noreturn\": {}, \"mustprogress\": {}, \
                 \"address_taken\": {}, \"non_importable_refs\": {}}}, \
                 \"import_priority\": {}, \"complexity_budget\": {}}}",
                spaces.join(", "),
                f.noinline,
                f.alwaysinline,
                f.nounwind,
                f.willreturn,
                f.noreturn,
                f.mustprogress,
                f.address_taken,
                f.non_importable_refs,
                f.import_priority,
                f.complexity_budget
            ));
        }
        out.push_str("\n]}\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::module_summary;

    #[test]
    fn functions_are_summarized() {
        let m = crate::text::parse_module(
            r#"
target triple = "nvptx64-nvidia-cuda"
@g = internal addrspace(1) global i32 0, align 4
@table = addrspace(1) global ptr @leaf, align 8

define i32 @leaf(i32 %x) #0 {
  %v = load i32, ptr addrspace(1) @g, align 4
  %r = add i32 %x, %v
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %fp) {
  %a = call i32 @leaf(i32 1)
  %b = call i32 @leaf(i32 %a)
  %c = call i32 %fp(i32 %b)
  store i32 %c, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { noinline nounwind }
"#,
        )
        .unwrap();
        let s = module_summary("m.ll", &m);
        let leaf = &s.functions[0];
        assert_eq!(leaf.name, "leaf");
        assert_eq!(leaf.instructions, 3);
        assert_eq!(leaf.refs, ["g"]);
        assert_eq!(leaf.spaces, [1]);
        assert!(leaf.noinline && leaf.nounwind && !leaf.willreturn);
        assert!(leaf.address_taken, "@table holds its address");
        assert!(leaf.non_importable_refs, "it reads the internal @g");
        let k = &s.functions[1];
        assert!(k.kernel && !k.address_taken && !k.non_importable_refs);
        assert_eq!(k.calls, ["leaf"]);
        assert_eq!(k.indirect_calls, 1);
        assert_eq!((k.import_priority, k.complexity_budget), (0, 0));
        let json = s.to_json();
        assert!(
            json.starts_with("{\"module\": \"m.ll\", \"functions\": ["),
            "{json}"
        );
        assert!(
            json.contains("\"name\": \"k\", \"linkage\": \"external\", \"defined\": true, \"kernel\": true, \"instructions\": 5, \"calls\": [\"leaf\"], \"indirect_calls\": 1"),
            "{json}"
        );
    }
}
