//! The PTX layer without LLVM: the parser and printer on PTX that LLVM 19 wrote (committed in
//! `tests/ptx/`) and on hand-written PTX with every form the parser reads; errors with their
//! locations; no panic on truncated or mutated text; metrics counted exactly; ptxas on the
//! printer's output (skipped, with a message, when ptxas is not installed).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use seam::ptx::{self, FunctionKind, MemSpace, Operand};

fn fixtures() -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptx");
    let mut v: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    v.sort();
    assert!(v.len() >= 5, "PTX fixtures missing in {}", dir.display());
    v.into_iter()
        .map(|p| {
            let t = std::fs::read_to_string(&p).unwrap();
            (p, t)
        })
        .collect()
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/ptx")
            .join(name),
    )
    .unwrap()
}

#[test]
fn fixtures_round_trip() {
    for (p, text) in fixtures() {
        let m = ptx::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let printed = ptx::print(&m);
        let again = ptx::parse(&printed).unwrap_or_else(|e| {
            panic!(
                "{}: the printed PTX does not parse: {e}\n{printed}",
                p.display()
            )
        });
        assert_eq!(again, m, "{}: parse(print(m)) != m", p.display());
        assert_eq!(
            ptx::print(&again),
            printed,
            "{}: printing is not a fixpoint",
            p.display()
        );
        assert!(m.functions().count() > 0, "{}", p.display());
    }
}

#[test]
fn hand_written_forms_parse_as_written() {
    let m = ptx::parse(&fixture("forms.ptx")).unwrap();
    assert_eq!(m.version, Some((8, 0)));
    assert_eq!(m.target, ["sm_90"]);
    assert_eq!(m.address_size, Some(64));
    let vars: Vec<_> = m.variables().collect();
    let by_name = |n: &str| vars.iter().find(|v| v.names[0].name == n).unwrap();
    assert_eq!(by_name("ext_var").linkage, Some(ptx::Linkage::Extern));
    assert_eq!(by_name("weak_var").linkage, Some(ptx::Linkage::Weak));
    assert_eq!(by_name("common_var").linkage, Some(ptx::Linkage::Common));
    assert_eq!(
        by_name("fconst").init,
        Some(ptx::Initializer::Value(ptx::InitValue::Imm(
            ptx::Immediate::F32(0x3FC0_0000)
        )))
    );
    assert_eq!(by_name("bytes").size_of_one(), Some(16));
    assert_eq!(by_name("dynamic_smem").names[0].dims, [None]);
    let ptrs = by_name("ptrs").init.clone().unwrap();
    assert_eq!(
        ptrs,
        ptx::Initializer::List(vec![
            ptx::Initializer::Value(ptx::InitValue::Addr {
                name: "bytes".into(),
                generic: true,
                offset: 8
            }),
            ptx::Initializer::Value(ptx::InitValue::Addr {
                name: "weak_var".into(),
                generic: false,
                offset: 0
            }),
        ])
    );
    match by_name("packed").init.clone().unwrap() {
        ptx::Initializer::List(items) => {
            assert_eq!(items.len(), 12);
            assert!(matches!(
                &items[5],
                ptx::Initializer::Value(ptx::InitValue::Masked { mask: 0xFF00, .. })
            ));
        }
        other => panic!("{other:?}"),
    }
    let k = m.function("kern").unwrap();
    assert_eq!(k.kind, FunctionKind::Entry);
    assert_eq!(
        k.params[0].ptr,
        Some(ptx::PtrAttr {
            space: Some(ptx::StateSpace::Global),
            handle: None,
            align: Some(16)
        })
    );
    assert_eq!(k.params[1].size(), Some(24));
    assert_eq!(k.directives.len(), 2);
    let insts = k.instructions();
    let setp = insts.iter().find(|i| i.opcode == "setp").unwrap();
    assert_eq!(setp.operands[0], Operand::Pair("%p1".into(), "%p2".into()));
    let bra = insts.iter().find(|i| i.opcode == "bra").unwrap();
    assert!(
        bra.guard
            .as_ref()
            .is_some_and(|g| g.negated && g.reg == "%p3")
    );
    let ld = insts.iter().find(|i| i.has("nc")).unwrap();
    assert_eq!(ld.vector(), 2);
    assert_eq!(ld.access_bytes(), 8);
    assert_eq!(ld.address().unwrap().offset, -8);
    let twice = m.function("twice").unwrap();
    assert_eq!(twice.returns.len(), 1);
    // The declaration of `twice` and `ext_fn` have no body.
    assert_eq!(m.functions().filter(|f| f.body.is_none()).count(), 2);
}

#[test]
fn metrics_count_what_the_definitions_say() {
    let m = ptx::parse(&fixture("forms.ptx")).unwrap();
    let ms = ptx::module_metrics(&m);
    let k = &ms.iter().find(|f| f.name == "kern").unwrap().counts;
    // Loads: kern_param_0, kern_param_2 (param); ld.global.nc, ld.global (global); ld.shared;
    // ld.u32 (generic); ld.const; and the call result loads (param, caller side).
    assert_eq!(k.loads.get(MemSpace::Param), 4);
    assert_eq!(k.loads.get(MemSpace::Global), 2);
    assert_eq!(k.loads.get(MemSpace::Shared), 1);
    assert_eq!(k.loads.get(MemSpace::Generic), 1);
    assert_eq!(k.loads.get(MemSpace::Const), 1);
    assert_eq!(k.stores.get(MemSpace::Global), 2);
    assert_eq!(k.stores.get(MemSpace::Shared), 1);
    assert_eq!(k.stores.get(MemSpace::Local), 1);
    assert_eq!(k.stores.get(MemSpace::Param), 2);
    assert_eq!(k.atomics.get(MemSpace::Global), 1);
    assert_eq!(k.atomics.get(MemSpace::Shared), 1);
    assert_eq!(k.atomics.get(MemSpace::Generic), 1);
    assert_eq!(k.generic_accesses(), 2);
    assert_eq!((k.cvta_to_generic, k.cvta_from_generic), (2, 1));
    assert_eq!((k.calls, k.indirect_calls), (1, 1));
    assert_eq!(k.param.caller_stores, 2);
    assert_eq!(k.param.caller_loads, 2);
    assert_eq!(
        k.param.callee_loads, 0,
        "a kernel's parameters are not a call boundary"
    );
    assert_eq!(k.param.bytes, 32);
    assert_eq!(k.registers_declared, 2 + 4 + 12 + 6 + 16 + 2);
    assert_eq!(k.local_bytes, 16);
    let t = &ms.iter().find(|f| f.name == "twice").unwrap().counts;
    assert_eq!((t.param.callee_loads, t.param.callee_stores), (1, 1));
    assert_eq!(t.param.bytes, 16);
    assert_eq!(t.instructions, 4);
    let total = ptx::module_totals(&m);
    assert_eq!(total.instructions, k.instructions + t.instructions);
}

#[test]
fn metrics_of_llvm_call_lowering() {
    // LLVM 19's lowering of llc-style-calls.ll (committed output): the kernel marshals four
    // calls; each callee reads its parameters and writes its return value through .param.
    let m = ptx::parse(&fixture("llc-style-calls.ptx")).unwrap();
    let ms = ptx::module_metrics(&m);
    let get = |n: &str| ms.iter().find(|f| f.name == n).unwrap().counts;
    let k = get("calls");
    assert_eq!((k.calls, k.indirect_calls), (3, 1));
    assert_eq!((k.param.caller_stores, k.param.caller_loads), (5, 5));
    assert_eq!(k.param.bytes, 4 + 4 + 8 + 4 + 4 + 8 + 8 + 4 + 4 + 4);
    let add2 = get("add2");
    assert_eq!((add2.param.callee_loads, add2.param.callee_stores), (2, 1));
    assert_eq!(add2.param.bytes, 16);
    let pair = get("make_pair");
    assert_eq!((pair.param.callee_loads, pair.param.callee_stores), (1, 2));
    let fact = get("fact");
    assert_eq!(fact.calls, 1, "the recursive call");
    assert_eq!(fact.param.instructions(), 1 + 2 + 2);
}

#[test]
fn errors_have_line_and_column() {
    let cases: &[(&str, &str)] = &[
        (
            ".version 8.0\n.target sm_90\n.address_size 48\n",
            "3:15: address size 48 is neither 32 nor 64",
        ),
        (".version x\n", "1:10: expected a version such as 8.0"),
        (".version 8\n", "1:10: '8' is not a version such as 8.0"),
        (
            ".entry k(\n\t.param .u64 p\n{\n",
            "3:1: expected ',' or ')' in a parameter list, found '{'",
        ),
        (
            ".entry k()\n{\n\tmov.u32 %r1, ;\n}\n",
            "3:15: expected an operand, found ';'",
        ),
        (
            ".entry k()\n{\n\tmov .u32 %r1, 1;\n}\n",
            "3:6: modifier '.u32' is separated from its opcode by white space",
        ),
        (
            ".entry k()\n{\n\tld.global.u32 %r1, [%rd1+];\n}\n",
            "3:27: expected an offset, found ']'",
        ),
        (
            ".entry k()\n{\n\tret;\n",
            "4:1: expected '}' closing the block, found end of input",
        ),
        (
            ".global .b33 x;\n",
            "1:9: unknown declaration attribute or type '.b33'",
        ),
        (
            ".global .tex .u32 t;\n",
            "1:9: unknown declaration attribute or type '.tex'",
        ),
        (
            ".file 1 \"a.cu\"\n",
            "1:1: unsupported debug information ('.file'); compile without -g",
        ),
        (
            ".entry k()\n{\n\t.loc 1 2 3\n}\n",
            "3:2: unsupported debug information ('.loc'); compile without -g",
        ),
        (
            ".entry k()\n{\n\tmov.f32 %f1, 0f3F80;\n}\n",
            "3:15: '0f3F80': a float literal has 8 hexadecimal digits",
        ),
        (
            ".entry k()\n{\n\tmov.u32 %r1, 99999999999999999999999;\n}\n",
            "3:15: malformed number '99999999999999999999999'",
        ),
        (
            ".entry k()\n{\n\t@ bra L;\n}\n",
            "3:4: expected a predicate register after '@', found 'bra'",
        ),
        ("\n\n  #\n", "3:3: unexpected character '#'"),
        ("/* never closed\n", "1:1: unterminated comment '/*'"),
        (
            ".global .u32 x = 1, y;\n",
            "1:19: expected ';' after a declaration, found ','",
        ),
        (
            ".entry (.param .b32 r) k()\n{\n}\n",
            "1:8: a kernel ('.entry') has no return parameters",
        ),
        (
            ".global .align 4 .u32 x = 0x10(7);\n",
            "1:27: mask '0x10' of something that is not an address",
        ),
    ];
    for (text, want) in cases {
        match ptx::parse(text) {
            Ok(m) => panic!("{text:?} parsed: {m:?}"),
            Err(e) => assert_eq!(e.to_string(), *want, "for {text:?}"),
        }
    }
    let e = ptx::parse(".file 1 \"k.cu\"").unwrap_err();
    assert_eq!(
        e.with_file("k.ptx"),
        "k.ptx:1:1: unsupported debug information ('.file'); compile without -g"
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let n = 100_000;
    let blocks = format!(".entry k()\n{}{}", "{".repeat(n), "}".repeat(n));
    let vectors = format!(
        ".entry k()\n{{\n\tmov.u32 %r1, {}%r2{};\n}}\n",
        "{".repeat(n),
        "}".repeat(n)
    );
    let lists = format!(
        ".entry k()\n{{\n\tcall f, {}p{};\n}}\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    for text in [blocks, vectors, lists] {
        let e = ptx::parse(&text).unwrap_err();
        assert!(e.to_string().contains("nesting deeper than"), "{e}");
    }
    let init = format!(
        ".global .u32 x[1] = {}1{};",
        "{".repeat(10_000),
        "}".repeat(10_000)
    );
    assert!(
        ptx::parse(&init)
            .unwrap_err()
            .to_string()
            .contains("nesting deeper than")
    );
}

/// A deterministic pseudo-random sequence (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Parses `text`; whatever parses must print to text that parses back equal. Never panics.
fn parse_no_panic(text: &str) -> Result<(), String> {
    catch_unwind(AssertUnwindSafe(|| {
        if let Ok(m) = ptx::parse(text) {
            let printed = ptx::print(&m);
            match ptx::parse(&printed) {
                Ok(again) => assert_eq!(again, m, "round trip of a mutant"),
                Err(e) => {
                    panic!("a parsed mutant printed to PTX that does not parse: {e}\n{printed}")
                }
            }
            let _ = ptx::module_metrics(&m);
        }
    }))
    .map_err(|_| format!("panic on:\n{text}"))
}

#[test]
fn truncated_and_mutated_ptx_never_panics() {
    let mut rng = Rng(0x5EA3_0000_0000_0001);
    let tokens = [
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        ",",
        ";",
        ":",
        "@",
        "!",
        "%r1",
        ".param",
        ".reg",
        ".b32",
        "0f3F800000",
        "-",
        "+",
        "<",
        ">",
        "_",
        "call",
        ".func",
        ".entry",
        "=",
        "\"",
        "/*",
        "|",
        "0x",
        "9999999999999999999999",
        ".shared::cluster",
    ];
    let mut checked = 0;
    for (p, text) in fixtures() {
        // Up to 150 line boundaries, spread over the file, and a dozen byte offsets.
        let lines: Vec<usize> = text.match_indices('\n').map(|(i, _)| i + 1).collect();
        let step = lines.len() / 150 + 1;
        let mut cuts: Vec<usize> = lines.into_iter().step_by(step).collect();
        cuts.extend((1..=12).map(|k| text.len() * k / 13));
        for cut in cuts {
            let mut at = cut.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            parse_no_panic(&text[..at]).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            checked += 1;
        }
        // Token-level mutations: delete, duplicate or replace a span, insert a token.
        for _ in 0..300 {
            let mut t = text.clone().into_bytes();
            let at = (rng.next() as usize) % t.len().max(1);
            match rng.next() % 4 {
                0 => {
                    let len = (rng.next() % 12) as usize;
                    let end = (at + len).min(t.len());
                    t.drain(at..end);
                }
                1 => {
                    let len = (rng.next() % 40) as usize;
                    let end = (at + len).min(t.len());
                    let span = t[at..end].to_vec();
                    t.splice(at..at, span);
                }
                2 => {
                    let tok = tokens[(rng.next() as usize) % tokens.len()];
                    t.splice(at..at, tok.bytes());
                }
                _ => {
                    if let Some(b) = t.get_mut(at) {
                        *b = (rng.next() % 128) as u8;
                    }
                }
            }
            let mutant = String::from_utf8_lossy(&t);
            parse_no_panic(&mutant).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            checked += 1;
        }
    }
    assert!(checked > 1000);
}

/// ptxas, or why a test cannot run.
fn ptxas_or_skip(test: &str) -> Option<std::path::PathBuf> {
    match seam::ptxas::find() {
        Ok(p) => Some(p),
        Err(e) => {
            eprintln!("skipped {test}: {e}");
            None
        }
    }
}

#[test]
fn ptxas_reads_the_printers_ptx_as_it_reads_llvms() {
    let Some(tool) = ptxas_or_skip("ptxas_reads_the_printers_ptx_as_it_reads_llvms") else {
        return;
    };
    let opts = seam::ptxas::PtxasOptions::default();
    for (p, text) in fixtures() {
        let original = seam::ptxas::run_with(&tool, &text, &opts)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let printed = ptx::print(&ptx::parse(&text).unwrap());
        let reprinted = seam::ptxas::run_with(&tool, &printed, &opts)
            .unwrap_or_else(|e| panic!("{}: seam's printing: {e}", p.display()));
        assert_eq!(
            original,
            reprinted,
            "{}: ptxas sees the printed PTX differently",
            p.display()
        );
        assert!(
            original
                .functions
                .iter()
                .any(|f| f.entry && f.registers.is_some_and(|r| r > 0)),
            "{}: no kernel with a register count: {original:?}",
            p.display()
        );
    }
}

#[test]
fn ptxas_rejections_name_the_tool_and_keep_the_files() {
    let Some(tool) = ptxas_or_skip("ptxas_rejections_name_the_tool_and_keep_the_files") else {
        return;
    };
    let bad = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\tmov.u32 %r1, 1;\n\tret;\n}\n";
    let e = seam::ptxas::run_with(&tool, bad, &Default::default()).unwrap_err();
    let msg = e.to_string();
    assert!(msg.starts_with("ptxas rejected the PTX: "), "{msg}");
    assert!(msg.contains("line 6"), "{msg}");
    assert!(msg.contains("%r1"), "{msg}");
    let seam::ptxas::PtxasError::Rejected { kept, .. } = e else {
        panic!("{msg}")
    };
    assert!(msg.contains(&kept.display().to_string()), "{msg}");
    assert_eq!(
        std::fs::read_to_string(kept.join("input.ptx")).unwrap(),
        bad
    );
    assert!(kept.join("ptxas.log").exists());
    std::fs::remove_dir_all(&kept).unwrap();
}

#[test]
fn ptxas_compiles_modules_with_external_calls_separately() {
    let Some(tool) = ptxas_or_skip("ptxas_compiles_modules_with_external_calls_separately") else {
        return;
    };
    let text = fixture("forms.ptx");
    assert!(seam::ptxas::declares_externals(&text));
    let r = seam::ptxas::run_with(&tool, &text, &Default::default()).unwrap();
    assert!(r.compile_only);
    let k = r.function("kern").unwrap();
    assert!(k.entry && k.registers.is_some());
    assert_eq!(k.stack_frame, 16, "the 16-byte local depot");
    assert_eq!(k.barriers, Some(1));
    let whole = seam::ptxas::PtxasOptions {
        link: seam::ptxas::LinkMode::WholeProgram,
        ..Default::default()
    };
    // Whole-program compilation only warns about the external variable nothing defines.
    let r = seam::ptxas::run_with(&tool, &text, &whole).unwrap();
    assert!(!r.compile_only);
    assert!(
        r.warnings
            .iter()
            .any(|w| w.contains("Unresolved extern variable 'ext_var'")),
        "{:?}",
        r.warnings
    );
}

#[test]
fn ptxas_not_found_says_how_to_install_it() {
    let e = seam::ptxas::PtxasError::NotFound {
        looked: vec![
            "/x/.tools/nvcc/nvidia/cuda_nvcc/bin/ptxas".into(),
            "PATH".into(),
        ],
    };
    assert!(
        e.to_string()
            .starts_with("ptxas not found (run scripts/setup.sh, or set SEAM_PTXAS)"),
        "{e}"
    );
}

#[test]
fn ptxas_crashes_are_reported_as_crashes() {
    let Some(tool) = ptxas_or_skip("ptxas_crashes_are_reported_as_crashes") else {
        return;
    };
    // What `seam gen --seed 966` found (cut down by hand), and LLVM 19's unedited PTX of what a
    // campaign found and reduced (the files say how); seam reads them, LLVM makes the last two.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptxas");
    for name in [
        "crash-seed-966.ptx",
        "crash-recursive-const.ptx",
        "crash-recursive-atom.ptx",
    ] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        ptx::parse(&text).unwrap();
        match seam::ptxas::run_with(&tool, &text, &Default::default()) {
            Err(e @ seam::ptxas::PtxasError::Crashed { .. }) => {
                let msg = e.to_string();
                assert!(
                    msg.starts_with("ptxas crashed (SIGSEGV) on the PTX"),
                    "{name}: {msg}"
                );
                let seam::ptxas::PtxasError::Crashed { kept, .. } = e else {
                    unreachable!()
                };
                assert_eq!(
                    std::fs::read_to_string(kept.join("input.ptx")).unwrap(),
                    text
                );
                std::fs::remove_dir_all(kept).unwrap();
            }
            other => panic!(
                "{name}: ptxas 12.9.86 crashes on this PTX; a newer ptxas may not (then drop \
                 it from this test): {other:?}"
            ),
        }
    }
}

/// `keep_cubin` hands back what ptxas wrote (an ELF image a driver loads without its JIT:
/// `seam-gpu run --ptxas`) and its `-v` log, which reads as the report it gave.
#[test]
fn ptxas_keeps_the_cubin_and_its_log_when_asked() {
    let Some(tool) = ptxas_or_skip("ptxas_keeps_the_cubin_and_its_log_when_asked") else {
        return;
    };
    let text = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b64 %rd<2>;\n\t.reg .b32 %r<2>;\n\tld.param.u64 %rd1, [p];\n\tmov.u32 %r1, 7;\n\tst.global.u32 [%rd1], %r1;\n\tret;\n}\n";
    let plain = seam::ptxas::run_with(&tool, text, &Default::default()).unwrap();
    assert!(plain.cubin.is_empty() && plain.log.is_empty());
    let opts = seam::ptxas::PtxasOptions {
        link: seam::ptxas::LinkMode::WholeProgram,
        keep_cubin: true,
        ..Default::default()
    };
    let r = seam::ptxas::run_with(&tool, text, &opts).unwrap();
    assert_eq!(&r.cubin[..4], b"\x7fELF", "{} bytes", r.cubin.len());
    assert_eq!(seam::ptxas::parse_report(&r.log).functions, r.functions);
    assert!(r.function("k").is_some_and(|k| k.entry));
}

/// `line_info` gives the cubin a line table into the PTX itself (what compute-sanitizer and
/// nvdisasm print for a SASS instruction), without changing the code: the same registers and
/// frames as without it. A relative tool path is found from the current folder although ptxas
/// runs in a scratch folder.
#[test]
fn ptxas_line_info_points_into_the_ptx() {
    let Some(tool) = ptxas_or_skip("ptxas_line_info_points_into_the_ptx") else {
        return;
    };
    // LLVM's PTX of a generated case: calls written over several lines, local depots.
    let text = fixture("gen-seed-0.ptx");
    assert!(text.contains("call.uni") && text.contains("__local_depot"));
    let base = seam::ptxas::PtxasOptions {
        link: seam::ptxas::LinkMode::WholeProgram,
        keep_cubin: true,
        opt_level: 1,
        ..Default::default()
    };
    let plain = seam::ptxas::run_with(&tool, &text, &base).unwrap();
    let lined = seam::ptxas::PtxasOptions {
        line_info: Some("variant.ptx".into()),
        ..base.clone()
    };
    let with = seam::ptxas::run_with(&tool, &text, &lined).unwrap();
    let has = |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).any(|w| w == needle);
    assert!(has(&with.cubin, b".debug_line"), "no line table");
    assert!(has(&with.cubin, b"variant.ptx"), "the file is not named");
    assert!(!has(&plain.cubin, b".debug_line"));
    assert_eq!(with.functions, plain.functions);
    // A relative path to the same ptxas.
    let cwd = std::env::current_dir().unwrap();
    let depth = cwd.components().count() - 1;
    let relative: std::path::PathBuf = std::iter::repeat_n(std::path::Component::ParentDir, depth)
        .map(|c| c.as_os_str().to_owned())
        .chain(tool.strip_prefix("/").unwrap().iter().map(|c| c.to_owned()))
        .collect();
    assert!(relative.is_relative());
    let again = seam::ptxas::run_with(&relative, &text, &base).unwrap();
    assert_eq!(again.functions, plain.functions);
}

/// ptxas's fork server (`seam::ptxas`'s `server.rs`) gives what a fresh ptxas gives: the same
/// report, log (but for the compile time it measures), cubin, rejection message and crash, on
/// every PTX fixture, the crash reproducers, a rejected module and both ptxas releases; and a
/// run killed at its time limit leaves the server in step for the next run.
#[test]
fn ptxas_fork_server_gives_what_a_fresh_ptxas_gives() {
    let Some(tool) = ptxas_or_skip("ptxas_fork_server_gives_what_a_fresh_ptxas_gives") else {
        return;
    };
    if !seam::ptxas::forkserver_enabled() {
        eprintln!(
            "ptxas_fork_server_gives_what_a_fresh_ptxas_gives: no fork server here (no C \
             compiler built it, or {}=off): both runs start a fresh ptxas",
            seam::ptxas::FORKSERVER_ENV
        );
    }
    let timing = |log: &str| -> String {
        log.lines()
            .filter(|l| !l.contains("Compile time"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let kept_path = |e: &seam::ptxas::PtxasError| -> Option<std::path::PathBuf> {
        match e {
            seam::ptxas::PtxasError::Rejected { kept, .. }
            | seam::ptxas::PtxasError::Crashed { kept, .. }
            | seam::ptxas::PtxasError::TimedOut { kept, .. } => Some(kept.clone()),
            _ => None,
        }
    };
    let mut inputs: Vec<(String, String)> = fixtures()
        .into_iter()
        .map(|(p, t)| (p.display().to_string(), t))
        .collect();
    let crashes = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptxas");
    for name in ["crash-seed-966.ptx", "crash-recursive-atom.ptx"] {
        let text = std::fs::read_to_string(crashes.join(name)).unwrap();
        inputs.push((name.into(), text));
    }
    inputs.push((
        "rejected".into(),
        ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\tmov.u32 %r1, 7;\n\tret;\n}\n".into(),
    ));
    let mut tools = vec![tool.clone()];
    tools.extend(seam::ptxas::find13().ok());
    let (mut ok, mut failed) = (0, 0);
    for tool in &tools {
        for (name, text) in &inputs {
            let served = seam::ptxas::PtxasOptions {
                keep_cubin: true,
                ..Default::default()
            };
            let fresh = seam::ptxas::PtxasOptions {
                forkserver: false,
                ..served.clone()
            };
            let a = seam::ptxas::run_with(tool, text, &served);
            let b = seam::ptxas::run_with(tool, text, &fresh);
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a.functions, b.functions, "{name}");
                    assert_eq!(a.compile_only, b.compile_only, "{name}");
                    assert!(a.cubin == b.cubin, "{name}: the cubins differ");
                    assert_eq!(timing(&a.log), timing(&b.log), "{name}");
                    ok += 1;
                }
                (Err(a), Err(b)) => {
                    let (ka, kb) = (kept_path(&a), kept_path(&b));
                    let mask = |e: &seam::ptxas::PtxasError, k: &Option<std::path::PathBuf>| {
                        let s = e.to_string();
                        match k {
                            Some(k) => s.replace(&k.display().to_string(), "KEPT"),
                            None => s,
                        }
                    };
                    assert_eq!(mask(&a, &ka), mask(&b, &kb), "{name}");
                    for k in [ka, kb].into_iter().flatten() {
                        let _ = std::fs::remove_dir_all(k);
                    }
                    failed += 1;
                }
                (a, b) => panic!("{name}: served {a:?}, fresh {b:?}"),
            }
        }
    }
    assert!(
        ok >= 2 * tools.len() && failed >= 2 * tools.len(),
        "{ok} ok, {failed} failed"
    );
    // ptxas 12.9 hangs on this (docs/tool-bugs): killed at the limit, then the next run.
    let hang = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../docs/tool-bugs/ptxas-12.9-hang-alloca-size-from-call.ptx"),
    )
    .unwrap();
    let limited = seam::ptxas::PtxasOptions {
        timeout: std::time::Duration::from_secs(2),
        ..Default::default()
    };
    match seam::ptxas::run_with(&tool, &hang, &limited) {
        Err(seam::ptxas::PtxasError::TimedOut { kept, .. }) => {
            let _ = std::fs::remove_dir_all(kept);
        }
        other => panic!("ptxas 12.9 hangs on this PTX; a newer one may not: {other:?}"),
    }
    let (_, text) = &inputs[0];
    let after = seam::ptxas::run_with(&tool, text, &Default::default());
    let fresh = seam::ptxas::PtxasOptions {
        forkserver: false,
        ..Default::default()
    };
    assert_eq!(
        after.map(|r| r.functions).ok(),
        seam::ptxas::run_with(&tool, text, &fresh)
            .map(|r| r.functions)
            .ok()
    );
}
