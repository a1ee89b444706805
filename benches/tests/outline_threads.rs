//! The outliner reads functions and splices calls in on several threads when a module is
//! large (`seam::outline::PARALLEL_FROM` statements): the output must be the same, byte for
//! byte, for any number of threads.

use seam::outline::{OutlineOptions, PARALLEL_FROM, instruction_count, outline};

fn outlined(text: &str, threads: usize, remarks: bool) -> (String, String) {
    let mut m = seam::ptx::parse(text).expect("synthetic PTX parses");
    let r = outline(
        &mut m,
        &OutlineOptions {
            threads,
            remarks,
            ..OutlineOptions::default()
        },
    );
    (
        seam::ptx::print(&m),
        format!(
            "{:?}\n{}",
            r.outlined,
            seam::passes::remarks_text(&r.remarks)
        ),
    )
}

#[test]
fn any_number_of_threads_gives_the_same_module() {
    for repeated in [true, false] {
        let text = seam_benches::outline::ptx_module(70, 1000, repeated, 7);
        let m = seam::ptx::parse(&text).expect("synthetic PTX parses");
        assert!(
            instruction_count(&m) as usize > PARALLEL_FROM,
            "the module must be large enough to be split"
        );
        let one = outlined(&text, 1, true);
        if repeated {
            assert!(one.1.contains("OutlinedFunction"), "nothing outlined");
        }
        for threads in [2, 3, 8] {
            assert!(
                one == outlined(&text, threads, true),
                "{threads} threads (repeated: {repeated}) differ from one"
            );
        }
        assert_eq!(one.0, outlined(&text, 2, false).0, "without remarks");
    }
}
