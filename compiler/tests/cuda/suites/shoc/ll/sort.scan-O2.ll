; ModuleID = 'sort.scan.cu'
source_filename = "sort.scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4scanPjS_S_ibbE6s_data = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef i32 @_Z12scanLocalMemjPj(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 0, ptr %5, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = add nuw nsw i32 %3, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %0, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %12 = load i32, ptr %9, align 4, !tbaa !5
  %13 = add i32 %12, %11
  store i32 %13, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %14 = getelementptr i8, ptr %9, i64 -8
  %15 = load i32, ptr %14, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %16 = load i32, ptr %9, align 4, !tbaa !5
  %17 = add i32 %16, %15
  store i32 %17, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %18 = getelementptr i8, ptr %9, i64 -16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %20 = load i32, ptr %9, align 4, !tbaa !5
  %21 = add i32 %20, %19
  store i32 %21, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %22 = getelementptr i8, ptr %9, i64 -32
  %23 = load i32, ptr %22, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %24 = load i32, ptr %9, align 4, !tbaa !5
  %25 = add i32 %24, %23
  store i32 %25, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %26 = getelementptr i8, ptr %9, i64 -64
  %27 = load i32, ptr %26, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %28 = load i32, ptr %9, align 4, !tbaa !5
  %29 = add i32 %28, %27
  store i32 %29, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %30 = getelementptr i8, ptr %9, i64 -128
  %31 = load i32, ptr %30, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %32 = load i32, ptr %9, align 4, !tbaa !5
  %33 = add i32 %32, %31
  store i32 %33, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %34 = getelementptr i8, ptr %9, i64 -256
  %35 = load i32, ptr %34, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %36 = load i32, ptr %9, align 4, !tbaa !5
  %37 = add i32 %36, %35
  store i32 %37, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %38 = getelementptr i8, ptr %9, i64 -512
  %39 = load i32, ptr %38, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %40 = load i32, ptr %9, align 4, !tbaa !5
  %41 = add i32 %40, %39
  store i32 %41, ptr %9, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %42 = load i32, ptr %10, align 4, !tbaa !5
  ret i32 %42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4scanPjS_S_ibb(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i1 noundef zeroext %4, i1 noundef zeroext %5) local_unnamed_addr #2 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = shl nsw i32 %11, 2
  %13 = or disjoint i32 %12, 3
  %14 = icmp slt i32 %13, %3
  %15 = select i1 %4, i1 true, i1 %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %6
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds <4 x i32>, ptr %1, i64 %17
  %19 = load <4 x i32>, ptr %18, align 16, !tbaa !9
  %20 = extractelement <4 x i32> %19, i64 0
  %21 = extractelement <4 x i32> %19, i64 1
  %22 = add i32 %21, %20
  %23 = insertelement <4 x i32> %19, i32 %22, i64 1
  %24 = extractelement <4 x i32> %19, i64 2
  %25 = add i32 %22, %24
  %26 = insertelement <4 x i32> %23, i32 %25, i64 2
  %27 = extractelement <4 x i32> %19, i64 3
  %28 = add i32 %25, %27
  %29 = insertelement <4 x i32> %26, i32 %28, i64 3
  br label %68

30:                                               ; preds = %6
  %31 = icmp slt i32 %12, %3
  br i1 %31, label %32, label %38

32:                                               ; preds = %30
  %33 = sext i32 %12 to i64
  %34 = getelementptr inbounds i32, ptr %1, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = uitofp i32 %35 to float
  %37 = fptoui float %36 to i32
  br label %38

38:                                               ; preds = %30, %32
  %39 = phi i32 [ %37, %32 ], [ 0, %30 ]
  %40 = insertelement <4 x i32> poison, i32 %39, i64 0
  %41 = or disjoint i32 %12, 1
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = sext i32 %41 to i64
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = uitofp i32 %46 to float
  br label %48

48:                                               ; preds = %38, %43
  %49 = phi contract float [ %47, %43 ], [ 0.000000e+00, %38 ]
  %50 = uitofp i32 %39 to float
  %51 = fadd contract float %49, %50
  %52 = fptoui float %51 to i32
  %53 = insertelement <4 x i32> %40, i32 %52, i64 1
  %54 = or disjoint i32 %12, 2
  %55 = icmp slt i32 %54, %3
  br i1 %55, label %56, label %61

56:                                               ; preds = %48
  %57 = sext i32 %54 to i64
  %58 = getelementptr inbounds i32, ptr %1, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = uitofp i32 %59 to float
  br label %61

61:                                               ; preds = %56, %48
  %62 = phi contract float [ %60, %56 ], [ 0.000000e+00, %48 ]
  %63 = uitofp i32 %52 to float
  %64 = fadd contract float %62, %63
  %65 = fptoui float %64 to i32
  %66 = insertelement <4 x i32> %53, i32 %65, i64 2
  %67 = insertelement <4 x i32> %66, i32 %65, i64 3
  br label %68

68:                                               ; preds = %61, %16
  %69 = phi i32 [ %28, %16 ], [ %65, %61 ]
  %70 = phi <4 x i32> [ %29, %16 ], [ %67, %61 ]
  %71 = zext nneg i32 %10 to i64
  %72 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr), i64 %71
  store i32 0, ptr %72, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %73 = add nuw nsw i32 %10, %8
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr), i64 %74
  store i32 %69, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %76 = getelementptr i8, ptr %75, i64 -4
  %77 = load i32, ptr %76, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %75, align 4, !tbaa !5
  %79 = add i32 %78, %77
  store i32 %79, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %80 = getelementptr i8, ptr %75, i64 -8
  %81 = load i32, ptr %80, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %82 = load i32, ptr %75, align 4, !tbaa !5
  %83 = add i32 %82, %81
  store i32 %83, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %84 = getelementptr i8, ptr %75, i64 -16
  %85 = load i32, ptr %84, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %86 = load i32, ptr %75, align 4, !tbaa !5
  %87 = add i32 %86, %85
  store i32 %87, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %88 = getelementptr i8, ptr %75, i64 -32
  %89 = load i32, ptr %88, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %90 = load i32, ptr %75, align 4, !tbaa !5
  %91 = add i32 %90, %89
  store i32 %91, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %92 = getelementptr i8, ptr %75, i64 -64
  %93 = load i32, ptr %92, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %94 = load i32, ptr %75, align 4, !tbaa !5
  %95 = add i32 %94, %93
  store i32 %95, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %96 = getelementptr i8, ptr %75, i64 -128
  %97 = load i32, ptr %96, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %98 = load i32, ptr %75, align 4, !tbaa !5
  %99 = add i32 %98, %97
  store i32 %99, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %100 = getelementptr i8, ptr %75, i64 -256
  %101 = load i32, ptr %100, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %102 = load i32, ptr %75, align 4, !tbaa !5
  %103 = add i32 %102, %101
  store i32 %103, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %104 = getelementptr i8, ptr %75, i64 -512
  %105 = load i32, ptr %104, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %106 = load i32, ptr %75, align 4, !tbaa !5
  %107 = add i32 %106, %105
  store i32 %107, ptr %75, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %108 = load i32, ptr %76, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %109 = add nsw i32 %8, -1
  %110 = icmp eq i32 %10, %109
  %111 = select i1 %5, i1 %110, i1 false
  br i1 %111, label %112, label %117

112:                                              ; preds = %68
  %113 = zext nneg i32 %7 to i64
  %114 = getelementptr inbounds i32, ptr %2, i64 %113
  %115 = extractelement <4 x i32> %70, i64 3
  %116 = add i32 %108, %115
  store i32 %116, ptr %114, align 4, !tbaa !5
  br label %117

117:                                              ; preds = %112, %68
  %118 = extractelement <4 x i32> %70, i64 0
  %119 = add i32 %108, %118
  %120 = extractelement <4 x i32> %70, i64 1
  %121 = add i32 %108, %120
  br i1 %15, label %122, label %131

122:                                              ; preds = %117
  %123 = insertelement <4 x i32> poison, i32 %108, i64 0
  %124 = insertelement <4 x i32> %123, i32 %119, i64 1
  %125 = insertelement <4 x i32> %124, i32 %121, i64 2
  %126 = extractelement <4 x i32> %70, i64 2
  %127 = add i32 %108, %126
  %128 = insertelement <4 x i32> %125, i32 %127, i64 3
  %129 = sext i32 %11 to i64
  %130 = getelementptr inbounds <4 x i32>, ptr %0, i64 %129
  store <4 x i32> %128, ptr %130, align 16, !tbaa !9
  br label %146

131:                                              ; preds = %117
  %132 = icmp slt i32 %12, %3
  br i1 %132, label %133, label %146

133:                                              ; preds = %131
  %134 = sext i32 %12 to i64
  %135 = getelementptr inbounds i32, ptr %0, i64 %134
  store i32 %108, ptr %135, align 4, !tbaa !5
  %136 = or disjoint i32 %12, 1
  %137 = icmp slt i32 %136, %3
  br i1 %137, label %138, label %146

138:                                              ; preds = %133
  %139 = sext i32 %136 to i64
  %140 = getelementptr inbounds i32, ptr %0, i64 %139
  store i32 %119, ptr %140, align 4, !tbaa !5
  %141 = or disjoint i32 %12, 2
  %142 = icmp slt i32 %141, %3
  br i1 %142, label %143, label %146

143:                                              ; preds = %138
  %144 = sext i32 %141 to i64
  %145 = getelementptr inbounds i32, ptr %0, i64 %144
  store i32 %121, ptr %145, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %131, %138, %143, %133, %122
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z4scanPjS_S_ibb, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
