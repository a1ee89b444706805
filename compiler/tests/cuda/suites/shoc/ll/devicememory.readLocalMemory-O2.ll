; ModuleID = 'devicememory.readLocalMemory.cu'
source_filename = "devicememory.readLocalMemory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15readLocalMemoryPKfPfiiE4lbuf = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15readLocalMemoryPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = trunc nuw nsw i32 %6 to i16
  %9 = udiv i16 2048, %8
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %7
  %12 = mul nuw nsw i32 %5, %10
  %13 = add nsw i32 %12, %11
  %14 = sub nsw i32 %2, %13
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %26, %4
  %17 = phi i32 [ 0, %4 ], [ %35, %26 ]
  %18 = icmp ult i32 %17, %10
  br i1 %18, label %19, label %51

19:                                               ; preds = %16
  %20 = sub i32 %10, %17
  %21 = and i32 %20, 1
  %22 = add nsw i32 %10, -1
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %41, label %24

24:                                               ; preds = %19
  %25 = and i32 %20, -2
  br label %53

26:                                               ; preds = %4, %26
  %27 = phi i32 [ %35, %26 ], [ 0, %4 ]
  %28 = add nsw i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = add nuw nsw i32 %27, %12
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %33
  store float %31, ptr %34, align 4, !tbaa !5
  %35 = add nuw nsw i32 %27, 1
  %36 = icmp ult i32 %35, %10
  %37 = icmp slt i32 %35, %14
  %38 = and i1 %36, %37
  br i1 %38, label %26, label %16, !llvm.loop !9

39:                                               ; preds = %53
  %40 = zext nneg i32 %72 to i64
  br label %41

41:                                               ; preds = %39, %19
  %42 = phi i32 [ %17, %19 ], [ %71, %39 ]
  %43 = phi i64 [ 0, %19 ], [ %40, %39 ]
  %44 = icmp eq i32 %21, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds float, ptr %0, i64 %43
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = add nuw nsw i32 %42, %12
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %49
  store float %47, ptr %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %45, %41, %16
  tail call void @llvm.nvvm.barrier0()
  %52 = icmp sgt i32 %3, 0
  br i1 %52, label %75, label %177

53:                                               ; preds = %53, %24
  %54 = phi i32 [ %17, %24 ], [ %71, %53 ]
  %55 = phi i32 [ 0, %24 ], [ %72, %53 ]
  %56 = phi i32 [ 0, %24 ], [ %73, %53 ]
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !5
  %60 = add nuw nsw i32 %54, %12
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %61
  store float %59, ptr %62, align 4, !tbaa !5
  %63 = add nuw nsw i32 %54, 1
  %64 = or disjoint i32 %55, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !5
  %68 = add nuw nsw i32 %63, %12
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %69
  store float %67, ptr %70, align 4, !tbaa !5
  %71 = add nuw nsw i32 %54, 2
  %72 = add nuw nsw i32 %55, 2
  %73 = add i32 %56, 2
  %74 = icmp eq i32 %73, %25
  br i1 %74, label %39, label %53, !llvm.loop !11

75:                                               ; preds = %51, %75
  %76 = phi i32 [ %175, %75 ], [ 0, %51 ]
  %77 = phi float [ %172, %75 ], [ 0.000000e+00, %51 ]
  %78 = phi i32 [ %174, %75 ], [ %5, %51 ]
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = add nuw nsw i32 %78, 1
  %83 = and i32 %82, 2047
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = add nuw nsw i32 %78, 2
  %88 = and i32 %87, 2047
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !5
  %92 = add nuw nsw i32 %78, 3
  %93 = and i32 %92, 2047
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !5
  %97 = add nuw nsw i32 %78, 4
  %98 = and i32 %97, 2047
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !5
  %102 = add nuw nsw i32 %78, 5
  %103 = and i32 %102, 2047
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !5
  %107 = add nuw nsw i32 %78, 6
  %108 = and i32 %107, 2047
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = add nuw nsw i32 %78, 7
  %113 = and i32 %112, 2047
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !5
  %117 = add nuw nsw i32 %78, 8
  %118 = and i32 %117, 2047
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = add nuw nsw i32 %78, 9
  %123 = and i32 %122, 2047
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !5
  %127 = add nuw nsw i32 %78, 10
  %128 = and i32 %127, 2047
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !5
  %132 = add nuw nsw i32 %78, 11
  %133 = and i32 %132, 2047
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !5
  %137 = add nuw nsw i32 %78, 12
  %138 = and i32 %137, 2047
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = add nuw nsw i32 %78, 13
  %143 = and i32 %142, 2047
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !5
  %147 = add nuw nsw i32 %78, 14
  %148 = and i32 %147, 2047
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !5
  %152 = add nuw nsw i32 %78, 15
  %153 = and i32 %152, 2047
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !5
  %157 = fadd contract float %81, %86
  %158 = fadd contract float %157, %91
  %159 = fadd contract float %158, %96
  %160 = fadd contract float %159, %101
  %161 = fadd contract float %160, %106
  %162 = fadd contract float %161, %111
  %163 = fadd contract float %162, %116
  %164 = fadd contract float %163, %121
  %165 = fadd contract float %164, %126
  %166 = fadd contract float %165, %131
  %167 = fadd contract float %166, %136
  %168 = fadd contract float %167, %141
  %169 = fadd contract float %168, %146
  %170 = fadd contract float %169, %151
  %171 = fadd contract float %170, %156
  %172 = fadd contract float %77, %171
  %173 = add nuw nsw i32 %78, 16
  %174 = and i32 %173, 2047
  %175 = add nuw nsw i32 %76, 1
  %176 = icmp eq i32 %175, %3
  br i1 %176, label %177, label %75, !llvm.loop !12

177:                                              ; preds = %75, %51
  %178 = phi float [ 0.000000e+00, %51 ], [ %172, %75 ]
  %179 = add i32 %11, %5
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %1, i64 %180
  store float %178, ptr %181, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15readLocalMemoryPKfPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
