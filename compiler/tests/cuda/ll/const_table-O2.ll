; ModuleID = 'const_table.cu'
source_filename = "const_table.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@crc_table = dso_local addrspace(4) externally_initialized global [16 x i32] [i32 0, i32 498536548, i32 997073096, i32 651767980, i32 1994146192, i32 1802195444, i32 1303535960, i32 1342533948, i32 -306674912, i32 -267414716, i32 -690576408, i32 -882789492, i32 -1687895376, i32 -2032938284, i32 -1609899400, i32 -1111625188], align 4
@poly = dso_local addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float -5.000000e-01, float 2.500000e-01, float -1.250000e-01], align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), ptr addrspacecast (ptr addrspace(4) @poly to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @crc_poly(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %95

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = and i32 %15, 15
  %17 = xor i32 %16, 15
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = xor i32 %20, 268435455
  %22 = lshr i32 %15, 4
  %23 = xor i32 %22, %21
  %24 = and i32 %23, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = lshr i32 %21, 4
  %29 = xor i32 %27, %28
  %30 = lshr i32 %15, 8
  %31 = xor i32 %30, %29
  %32 = and i32 %31, 15
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = lshr i32 %29, 4
  %37 = xor i32 %35, %36
  %38 = lshr i32 %15, 12
  %39 = xor i32 %38, %37
  %40 = and i32 %39, 15
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = lshr i32 %37, 4
  %45 = xor i32 %43, %44
  %46 = lshr i32 %15, 16
  %47 = xor i32 %46, %45
  %48 = and i32 %47, 15
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = lshr i32 %45, 4
  %53 = xor i32 %51, %52
  %54 = lshr i32 %15, 20
  %55 = xor i32 %54, %53
  %56 = and i32 %55, 15
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = lshr i32 %53, 4
  %61 = xor i32 %59, %60
  %62 = lshr i32 %15, 24
  %63 = xor i32 %62, %61
  %64 = and i32 %63, 15
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = lshr i32 %61, 4
  %69 = xor i32 %67, %68
  %70 = lshr i32 %15, 28
  %71 = and i32 %69, 15
  %72 = xor i32 %70, %71
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(4) @crc_table to ptr), i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = lshr i32 %69, 4
  %77 = xor i32 %75, %76
  %78 = xor i32 %77, -1
  %79 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 %78, ptr %79, align 4, !tbaa !5
  %80 = getelementptr inbounds float, ptr %2, i64 %13
  %81 = load float, ptr %80, align 4, !tbaa !9
  %82 = fmul float %81, 0.000000e+00
  %83 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @poly to ptr), i64 12), align 4, !tbaa !9
  %84 = fadd float %82, %83
  %85 = fmul float %81, %84
  %86 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @poly to ptr), i64 8), align 4, !tbaa !9
  %87 = fadd float %85, %86
  %88 = fmul float %81, %87
  %89 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @poly to ptr), i64 4), align 4, !tbaa !9
  %90 = fadd float %88, %89
  %91 = fmul float %81, %90
  %92 = load float, ptr addrspacecast (ptr addrspace(4) @poly to ptr), align 4, !tbaa !9
  %93 = fadd float %91, %92
  %94 = getelementptr inbounds float, ptr %3, i64 %13
  store float %93, ptr %94, align 4, !tbaa !9
  br label %95

95:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @crc_poly, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
