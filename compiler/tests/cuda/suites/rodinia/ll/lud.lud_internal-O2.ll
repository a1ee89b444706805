; ModuleID = 'lud.lud_internal.cu'
source_filename = "lud.lud_internal.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_internalPfiiE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalPfiiE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12lud_internalPfii(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = shl nuw nsw i32 %4, 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 4
  %8 = add i32 %2, 16
  %9 = add i32 %8, %7
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add i32 %10, %2
  %12 = mul i32 %11, %1
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %9, %13
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = zext nneg i32 %10 to i64
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 %19, i64 %20
  store float %18, ptr %21, align 4, !tbaa !5
  %22 = add i32 %8, %10
  %23 = add i32 %22, %5
  %24 = mul i32 %23, %1
  %25 = add i32 %24, %13
  %26 = add i32 %25, %2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 %20
  store float %29, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 0
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 0, i64 %20
  %34 = load float, ptr %33, align 4, !tbaa !5
  %35 = fmul contract float %32, %34
  %36 = fadd contract float %35, 0.000000e+00
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 1
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 1, i64 %20
  %40 = load float, ptr %39, align 4, !tbaa !5
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %36, %41
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 2
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 2, i64 %20
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = fmul contract float %44, %46
  %48 = fadd contract float %42, %47
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 3
  %50 = load float, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 3, i64 %20
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = fmul contract float %50, %52
  %54 = fadd contract float %48, %53
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 4
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 4, i64 %20
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fmul contract float %56, %58
  %60 = fadd contract float %54, %59
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 5
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 5, i64 %20
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fmul contract float %62, %64
  %66 = fadd contract float %60, %65
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 6
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 6, i64 %20
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fmul contract float %68, %70
  %72 = fadd contract float %66, %71
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 7
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 7, i64 %20
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %72, %77
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 8, i64 %20
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = fmul contract float %80, %82
  %84 = fadd contract float %78, %83
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 9
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 9, i64 %20
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = fmul contract float %86, %88
  %90 = fadd contract float %84, %89
  %91 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 10
  %92 = load float, ptr %91, align 4, !tbaa !5
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 10, i64 %20
  %94 = load float, ptr %93, align 4, !tbaa !5
  %95 = fmul contract float %92, %94
  %96 = fadd contract float %90, %95
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 11
  %98 = load float, ptr %97, align 4, !tbaa !5
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 11, i64 %20
  %100 = load float, ptr %99, align 4, !tbaa !5
  %101 = fmul contract float %98, %100
  %102 = fadd contract float %96, %101
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 12
  %104 = load float, ptr %103, align 4, !tbaa !5
  %105 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 12, i64 %20
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = fmul contract float %104, %106
  %108 = fadd contract float %102, %107
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 13
  %110 = load float, ptr %109, align 4, !tbaa !5
  %111 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 13, i64 %20
  %112 = load float, ptr %111, align 4, !tbaa !5
  %113 = fmul contract float %110, %112
  %114 = fadd contract float %108, %113
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 14
  %116 = load float, ptr %115, align 4, !tbaa !5
  %117 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 14, i64 %20
  %118 = load float, ptr %117, align 4, !tbaa !5
  %119 = fmul contract float %116, %118
  %120 = fadd contract float %114, %119
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 0, i64 %19, i64 15
  %122 = load float, ptr %121, align 4, !tbaa !5
  %123 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 0, i64 15, i64 %20
  %124 = load float, ptr %123, align 4, !tbaa !5
  %125 = fmul contract float %122, %124
  %126 = fadd contract float %120, %125
  %127 = add i32 %14, %24
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %0, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !5
  %131 = fsub contract float %130, %126
  store float %131, ptr %129, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12lud_internalPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
