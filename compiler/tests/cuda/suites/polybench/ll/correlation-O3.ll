; ModuleID = 'correlation.cu'
source_filename = "correlation.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11mean_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %113

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  store float 0.000000e+00, ptr %13, align 4, !tbaa !8
  %14 = getelementptr inbounds float, ptr %3, i64 %12
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = fadd contract float %15, 0.000000e+00
  store float %16, ptr %13, align 4, !tbaa !8
  %17 = sext i32 %9 to i64
  %18 = getelementptr float, ptr %3, i64 %17
  %19 = getelementptr i8, ptr %18, i64 96
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fadd contract float %20, %16
  store float %21, ptr %13, align 4, !tbaa !8
  %22 = sext i32 %9 to i64
  %23 = getelementptr float, ptr %3, i64 %22
  %24 = getelementptr i8, ptr %23, i64 192
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fadd contract float %25, %21
  store float %26, ptr %13, align 4, !tbaa !8
  %27 = sext i32 %9 to i64
  %28 = getelementptr float, ptr %3, i64 %27
  %29 = getelementptr i8, ptr %28, i64 288
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fadd contract float %30, %26
  store float %31, ptr %13, align 4, !tbaa !8
  %32 = sext i32 %9 to i64
  %33 = getelementptr float, ptr %3, i64 %32
  %34 = getelementptr i8, ptr %33, i64 384
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = fadd contract float %35, %31
  store float %36, ptr %13, align 4, !tbaa !8
  %37 = sext i32 %9 to i64
  %38 = getelementptr float, ptr %3, i64 %37
  %39 = getelementptr i8, ptr %38, i64 480
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = fadd contract float %40, %36
  store float %41, ptr %13, align 4, !tbaa !8
  %42 = sext i32 %9 to i64
  %43 = getelementptr float, ptr %3, i64 %42
  %44 = getelementptr i8, ptr %43, i64 576
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fadd contract float %45, %41
  store float %46, ptr %13, align 4, !tbaa !8
  %47 = sext i32 %9 to i64
  %48 = getelementptr float, ptr %3, i64 %47
  %49 = getelementptr i8, ptr %48, i64 672
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = fadd contract float %50, %46
  store float %51, ptr %13, align 4, !tbaa !8
  %52 = sext i32 %9 to i64
  %53 = getelementptr float, ptr %3, i64 %52
  %54 = getelementptr i8, ptr %53, i64 768
  %55 = load float, ptr %54, align 4, !tbaa !8
  %56 = fadd contract float %55, %51
  store float %56, ptr %13, align 4, !tbaa !8
  %57 = sext i32 %9 to i64
  %58 = getelementptr float, ptr %3, i64 %57
  %59 = getelementptr i8, ptr %58, i64 864
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = fadd contract float %60, %56
  store float %61, ptr %13, align 4, !tbaa !8
  %62 = sext i32 %9 to i64
  %63 = getelementptr float, ptr %3, i64 %62
  %64 = getelementptr i8, ptr %63, i64 960
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fadd contract float %65, %61
  store float %66, ptr %13, align 4, !tbaa !8
  %67 = sext i32 %9 to i64
  %68 = getelementptr float, ptr %3, i64 %67
  %69 = getelementptr i8, ptr %68, i64 1056
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fadd contract float %70, %66
  store float %71, ptr %13, align 4, !tbaa !8
  %72 = sext i32 %9 to i64
  %73 = getelementptr float, ptr %3, i64 %72
  %74 = getelementptr i8, ptr %73, i64 1152
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = fadd contract float %75, %71
  store float %76, ptr %13, align 4, !tbaa !8
  %77 = sext i32 %9 to i64
  %78 = getelementptr float, ptr %3, i64 %77
  %79 = getelementptr i8, ptr %78, i64 1248
  %80 = load float, ptr %79, align 4, !tbaa !8
  %81 = fadd contract float %80, %76
  store float %81, ptr %13, align 4, !tbaa !8
  %82 = sext i32 %9 to i64
  %83 = getelementptr float, ptr %3, i64 %82
  %84 = getelementptr i8, ptr %83, i64 1344
  %85 = load float, ptr %84, align 4, !tbaa !8
  %86 = fadd contract float %85, %81
  store float %86, ptr %13, align 4, !tbaa !8
  %87 = sext i32 %9 to i64
  %88 = getelementptr float, ptr %3, i64 %87
  %89 = getelementptr i8, ptr %88, i64 1440
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = fadd contract float %90, %86
  store float %91, ptr %13, align 4, !tbaa !8
  %92 = sext i32 %9 to i64
  %93 = getelementptr float, ptr %3, i64 %92
  %94 = getelementptr i8, ptr %93, i64 1536
  %95 = load float, ptr %94, align 4, !tbaa !8
  %96 = fadd contract float %95, %91
  store float %96, ptr %13, align 4, !tbaa !8
  %97 = sext i32 %9 to i64
  %98 = getelementptr float, ptr %3, i64 %97
  %99 = getelementptr i8, ptr %98, i64 1632
  %100 = load float, ptr %99, align 4, !tbaa !8
  %101 = fadd contract float %100, %96
  store float %101, ptr %13, align 4, !tbaa !8
  %102 = sext i32 %9 to i64
  %103 = getelementptr float, ptr %3, i64 %102
  %104 = getelementptr i8, ptr %103, i64 1728
  %105 = load float, ptr %104, align 4, !tbaa !8
  %106 = fadd contract float %105, %101
  store float %106, ptr %13, align 4, !tbaa !8
  %107 = sext i32 %9 to i64
  %108 = getelementptr float, ptr %3, i64 %107
  %109 = getelementptr i8, ptr %108, i64 1824
  %110 = load float, ptr %109, align 4, !tbaa !8
  %111 = fadd contract float %110, %106
  %112 = fdiv contract float %111, 0x414885C200000000
  store float %112, ptr %13, align 4, !tbaa !8
  br label %113

113:                                              ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10std_kerneliiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %177

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %3, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !8
  %15 = getelementptr inbounds float, ptr %2, i64 %13
  %16 = getelementptr inbounds float, ptr %4, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = load float, ptr %15, align 4, !tbaa !8
  %19 = fsub contract float %17, %18
  %20 = fmul contract float %19, %19
  store float %20, ptr %14, align 4, !tbaa !8
  %21 = sext i32 %10 to i64
  %22 = getelementptr float, ptr %4, i64 %21
  %23 = getelementptr i8, ptr %22, i64 96
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = load float, ptr %15, align 4, !tbaa !8
  %26 = fsub contract float %24, %25
  %27 = fmul contract float %26, %26
  %28 = fadd contract float %20, %27
  store float %28, ptr %14, align 4, !tbaa !8
  %29 = sext i32 %10 to i64
  %30 = getelementptr float, ptr %4, i64 %29
  %31 = getelementptr i8, ptr %30, i64 192
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = load float, ptr %15, align 4, !tbaa !8
  %34 = fsub contract float %32, %33
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %28, %35
  store float %36, ptr %14, align 4, !tbaa !8
  %37 = sext i32 %10 to i64
  %38 = getelementptr float, ptr %4, i64 %37
  %39 = getelementptr i8, ptr %38, i64 288
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = load float, ptr %15, align 4, !tbaa !8
  %42 = fsub contract float %40, %41
  %43 = fmul contract float %42, %42
  %44 = fadd contract float %36, %43
  store float %44, ptr %14, align 4, !tbaa !8
  %45 = sext i32 %10 to i64
  %46 = getelementptr float, ptr %4, i64 %45
  %47 = getelementptr i8, ptr %46, i64 384
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = load float, ptr %15, align 4, !tbaa !8
  %50 = fsub contract float %48, %49
  %51 = fmul contract float %50, %50
  %52 = fadd contract float %44, %51
  store float %52, ptr %14, align 4, !tbaa !8
  %53 = sext i32 %10 to i64
  %54 = getelementptr float, ptr %4, i64 %53
  %55 = getelementptr i8, ptr %54, i64 480
  %56 = load float, ptr %55, align 4, !tbaa !8
  %57 = load float, ptr %15, align 4, !tbaa !8
  %58 = fsub contract float %56, %57
  %59 = fmul contract float %58, %58
  %60 = fadd contract float %52, %59
  store float %60, ptr %14, align 4, !tbaa !8
  %61 = sext i32 %10 to i64
  %62 = getelementptr float, ptr %4, i64 %61
  %63 = getelementptr i8, ptr %62, i64 576
  %64 = load float, ptr %63, align 4, !tbaa !8
  %65 = load float, ptr %15, align 4, !tbaa !8
  %66 = fsub contract float %64, %65
  %67 = fmul contract float %66, %66
  %68 = fadd contract float %60, %67
  store float %68, ptr %14, align 4, !tbaa !8
  %69 = sext i32 %10 to i64
  %70 = getelementptr float, ptr %4, i64 %69
  %71 = getelementptr i8, ptr %70, i64 672
  %72 = load float, ptr %71, align 4, !tbaa !8
  %73 = load float, ptr %15, align 4, !tbaa !8
  %74 = fsub contract float %72, %73
  %75 = fmul contract float %74, %74
  %76 = fadd contract float %68, %75
  store float %76, ptr %14, align 4, !tbaa !8
  %77 = sext i32 %10 to i64
  %78 = getelementptr float, ptr %4, i64 %77
  %79 = getelementptr i8, ptr %78, i64 768
  %80 = load float, ptr %79, align 4, !tbaa !8
  %81 = load float, ptr %15, align 4, !tbaa !8
  %82 = fsub contract float %80, %81
  %83 = fmul contract float %82, %82
  %84 = fadd contract float %76, %83
  store float %84, ptr %14, align 4, !tbaa !8
  %85 = sext i32 %10 to i64
  %86 = getelementptr float, ptr %4, i64 %85
  %87 = getelementptr i8, ptr %86, i64 864
  %88 = load float, ptr %87, align 4, !tbaa !8
  %89 = load float, ptr %15, align 4, !tbaa !8
  %90 = fsub contract float %88, %89
  %91 = fmul contract float %90, %90
  %92 = fadd contract float %84, %91
  store float %92, ptr %14, align 4, !tbaa !8
  %93 = sext i32 %10 to i64
  %94 = getelementptr float, ptr %4, i64 %93
  %95 = getelementptr i8, ptr %94, i64 960
  %96 = load float, ptr %95, align 4, !tbaa !8
  %97 = load float, ptr %15, align 4, !tbaa !8
  %98 = fsub contract float %96, %97
  %99 = fmul contract float %98, %98
  %100 = fadd contract float %92, %99
  store float %100, ptr %14, align 4, !tbaa !8
  %101 = sext i32 %10 to i64
  %102 = getelementptr float, ptr %4, i64 %101
  %103 = getelementptr i8, ptr %102, i64 1056
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = load float, ptr %15, align 4, !tbaa !8
  %106 = fsub contract float %104, %105
  %107 = fmul contract float %106, %106
  %108 = fadd contract float %100, %107
  store float %108, ptr %14, align 4, !tbaa !8
  %109 = sext i32 %10 to i64
  %110 = getelementptr float, ptr %4, i64 %109
  %111 = getelementptr i8, ptr %110, i64 1152
  %112 = load float, ptr %111, align 4, !tbaa !8
  %113 = load float, ptr %15, align 4, !tbaa !8
  %114 = fsub contract float %112, %113
  %115 = fmul contract float %114, %114
  %116 = fadd contract float %108, %115
  store float %116, ptr %14, align 4, !tbaa !8
  %117 = sext i32 %10 to i64
  %118 = getelementptr float, ptr %4, i64 %117
  %119 = getelementptr i8, ptr %118, i64 1248
  %120 = load float, ptr %119, align 4, !tbaa !8
  %121 = load float, ptr %15, align 4, !tbaa !8
  %122 = fsub contract float %120, %121
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %116, %123
  store float %124, ptr %14, align 4, !tbaa !8
  %125 = sext i32 %10 to i64
  %126 = getelementptr float, ptr %4, i64 %125
  %127 = getelementptr i8, ptr %126, i64 1344
  %128 = load float, ptr %127, align 4, !tbaa !8
  %129 = load float, ptr %15, align 4, !tbaa !8
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %130, %130
  %132 = fadd contract float %124, %131
  store float %132, ptr %14, align 4, !tbaa !8
  %133 = sext i32 %10 to i64
  %134 = getelementptr float, ptr %4, i64 %133
  %135 = getelementptr i8, ptr %134, i64 1440
  %136 = load float, ptr %135, align 4, !tbaa !8
  %137 = load float, ptr %15, align 4, !tbaa !8
  %138 = fsub contract float %136, %137
  %139 = fmul contract float %138, %138
  %140 = fadd contract float %132, %139
  store float %140, ptr %14, align 4, !tbaa !8
  %141 = sext i32 %10 to i64
  %142 = getelementptr float, ptr %4, i64 %141
  %143 = getelementptr i8, ptr %142, i64 1536
  %144 = load float, ptr %143, align 4, !tbaa !8
  %145 = load float, ptr %15, align 4, !tbaa !8
  %146 = fsub contract float %144, %145
  %147 = fmul contract float %146, %146
  %148 = fadd contract float %140, %147
  store float %148, ptr %14, align 4, !tbaa !8
  %149 = sext i32 %10 to i64
  %150 = getelementptr float, ptr %4, i64 %149
  %151 = getelementptr i8, ptr %150, i64 1632
  %152 = load float, ptr %151, align 4, !tbaa !8
  %153 = load float, ptr %15, align 4, !tbaa !8
  %154 = fsub contract float %152, %153
  %155 = fmul contract float %154, %154
  %156 = fadd contract float %148, %155
  store float %156, ptr %14, align 4, !tbaa !8
  %157 = sext i32 %10 to i64
  %158 = getelementptr float, ptr %4, i64 %157
  %159 = getelementptr i8, ptr %158, i64 1728
  %160 = load float, ptr %159, align 4, !tbaa !8
  %161 = load float, ptr %15, align 4, !tbaa !8
  %162 = fsub contract float %160, %161
  %163 = fmul contract float %162, %162
  %164 = fadd contract float %156, %163
  store float %164, ptr %14, align 4, !tbaa !8
  %165 = sext i32 %10 to i64
  %166 = getelementptr float, ptr %4, i64 %165
  %167 = getelementptr i8, ptr %166, i64 1824
  %168 = load float, ptr %167, align 4, !tbaa !8
  %169 = load float, ptr %15, align 4, !tbaa !8
  %170 = fsub contract float %168, %169
  %171 = fmul contract float %170, %170
  %172 = fadd contract float %164, %171
  %173 = fdiv contract float %172, 0x414885C200000000
  %174 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %173)
  %175 = fcmp contract ugt float %174, 0x3F747AE140000000
  %176 = select i1 %175, float %174, float 1.000000e+00
  store float %176, ptr %14, align 4, !tbaa !8
  br label %177

177:                                              ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13reduce_kerneliiPfS_S_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp ult i32 %15, 20
  %17 = icmp slt i32 %10, 24
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %34

19:                                               ; preds = %5
  %20 = sext i32 %10 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = mul nuw nsw i32 %15, 24
  %24 = add nsw i32 %23, %10
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %4, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = fsub contract float %27, %22
  store float %28, ptr %26, align 4, !tbaa !8
  %29 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float 0x414885C200000000)
  %30 = getelementptr inbounds float, ptr %3, i64 %20
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fmul contract float %29, %31
  %33 = fdiv contract float %28, %32
  store float %33, ptr %26, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %19, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11corr_kerneliiPfS_(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, 23
  br i1 %10, label %11, label %225

11:                                               ; preds = %4
  %12 = mul nsw i32 %9, 24
  %13 = mul i32 %9, 25
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float 1.000000e+00, ptr %15, align 4, !tbaa !8
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds float, ptr %3, i64 %16
  %18 = sext i32 %9 to i64
  %19 = getelementptr float, ptr %3, i64 %18
  %20 = getelementptr i8, ptr %19, i64 96
  %21 = getelementptr i8, ptr %3, i64 100
  %22 = sext i32 %9 to i64
  %23 = getelementptr float, ptr %3, i64 %22
  %24 = getelementptr i8, ptr %23, i64 192
  %25 = getelementptr i8, ptr %3, i64 196
  %26 = sext i32 %9 to i64
  %27 = getelementptr float, ptr %3, i64 %26
  %28 = getelementptr i8, ptr %27, i64 288
  %29 = getelementptr i8, ptr %3, i64 292
  %30 = sext i32 %9 to i64
  %31 = getelementptr float, ptr %3, i64 %30
  %32 = getelementptr i8, ptr %31, i64 384
  %33 = getelementptr i8, ptr %3, i64 388
  %34 = sext i32 %9 to i64
  %35 = getelementptr float, ptr %3, i64 %34
  %36 = getelementptr i8, ptr %35, i64 480
  %37 = getelementptr i8, ptr %3, i64 484
  %38 = sext i32 %9 to i64
  %39 = getelementptr float, ptr %3, i64 %38
  %40 = getelementptr i8, ptr %39, i64 576
  %41 = getelementptr i8, ptr %3, i64 580
  %42 = sext i32 %9 to i64
  %43 = getelementptr float, ptr %3, i64 %42
  %44 = getelementptr i8, ptr %43, i64 672
  %45 = getelementptr i8, ptr %3, i64 676
  %46 = sext i32 %9 to i64
  %47 = getelementptr float, ptr %3, i64 %46
  %48 = getelementptr i8, ptr %47, i64 768
  %49 = getelementptr i8, ptr %3, i64 772
  %50 = sext i32 %9 to i64
  %51 = getelementptr float, ptr %3, i64 %50
  %52 = getelementptr i8, ptr %51, i64 864
  %53 = getelementptr i8, ptr %3, i64 868
  %54 = sext i32 %9 to i64
  %55 = getelementptr float, ptr %3, i64 %54
  %56 = getelementptr i8, ptr %55, i64 960
  %57 = getelementptr i8, ptr %3, i64 964
  %58 = sext i32 %9 to i64
  %59 = getelementptr float, ptr %3, i64 %58
  %60 = getelementptr i8, ptr %59, i64 1056
  %61 = getelementptr i8, ptr %3, i64 1060
  %62 = sext i32 %9 to i64
  %63 = getelementptr float, ptr %3, i64 %62
  %64 = getelementptr i8, ptr %63, i64 1152
  %65 = getelementptr i8, ptr %3, i64 1156
  %66 = sext i32 %9 to i64
  %67 = getelementptr float, ptr %3, i64 %66
  %68 = getelementptr i8, ptr %67, i64 1248
  %69 = getelementptr i8, ptr %3, i64 1252
  %70 = sext i32 %9 to i64
  %71 = getelementptr float, ptr %3, i64 %70
  %72 = getelementptr i8, ptr %71, i64 1344
  %73 = getelementptr i8, ptr %3, i64 1348
  %74 = sext i32 %9 to i64
  %75 = getelementptr float, ptr %3, i64 %74
  %76 = getelementptr i8, ptr %75, i64 1440
  %77 = getelementptr i8, ptr %3, i64 1444
  %78 = sext i32 %9 to i64
  %79 = getelementptr float, ptr %3, i64 %78
  %80 = getelementptr i8, ptr %79, i64 1536
  %81 = getelementptr i8, ptr %3, i64 1540
  %82 = sext i32 %9 to i64
  %83 = getelementptr float, ptr %3, i64 %82
  %84 = getelementptr i8, ptr %83, i64 1632
  %85 = getelementptr i8, ptr %3, i64 1636
  %86 = sext i32 %9 to i64
  %87 = getelementptr float, ptr %3, i64 %86
  %88 = getelementptr i8, ptr %87, i64 1728
  %89 = getelementptr i8, ptr %3, i64 1732
  %90 = sext i32 %9 to i64
  %91 = getelementptr float, ptr %3, i64 %90
  %92 = getelementptr i8, ptr %91, i64 1824
  %93 = getelementptr i8, ptr %3, i64 1828
  br label %94

94:                                               ; preds = %11, %94
  %95 = phi i32 [ %9, %11 ], [ %96, %94 ]
  %96 = add nsw i32 %95, 1
  %97 = add nsw i32 %96, %12
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %2, i64 %98
  store float 0.000000e+00, ptr %99, align 4, !tbaa !8
  %100 = load float, ptr %17, align 4, !tbaa !8
  %101 = sext i32 %96 to i64
  %102 = getelementptr inbounds float, ptr %3, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !8
  %104 = fmul contract float %100, %103
  %105 = fadd contract float %104, 0.000000e+00
  store float %105, ptr %99, align 4, !tbaa !8
  %106 = load float, ptr %20, align 4, !tbaa !8
  %107 = sext i32 %95 to i64
  %108 = getelementptr float, ptr %21, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !8
  %110 = fmul contract float %106, %109
  %111 = fadd contract float %105, %110
  store float %111, ptr %99, align 4, !tbaa !8
  %112 = load float, ptr %24, align 4, !tbaa !8
  %113 = sext i32 %95 to i64
  %114 = getelementptr float, ptr %25, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !8
  %116 = fmul contract float %112, %115
  %117 = fadd contract float %111, %116
  store float %117, ptr %99, align 4, !tbaa !8
  %118 = load float, ptr %28, align 4, !tbaa !8
  %119 = sext i32 %95 to i64
  %120 = getelementptr float, ptr %29, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !8
  %122 = fmul contract float %118, %121
  %123 = fadd contract float %117, %122
  store float %123, ptr %99, align 4, !tbaa !8
  %124 = load float, ptr %32, align 4, !tbaa !8
  %125 = sext i32 %95 to i64
  %126 = getelementptr float, ptr %33, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !8
  %128 = fmul contract float %124, %127
  %129 = fadd contract float %123, %128
  store float %129, ptr %99, align 4, !tbaa !8
  %130 = load float, ptr %36, align 4, !tbaa !8
  %131 = sext i32 %95 to i64
  %132 = getelementptr float, ptr %37, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !8
  %134 = fmul contract float %130, %133
  %135 = fadd contract float %129, %134
  store float %135, ptr %99, align 4, !tbaa !8
  %136 = load float, ptr %40, align 4, !tbaa !8
  %137 = sext i32 %95 to i64
  %138 = getelementptr float, ptr %41, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !8
  %140 = fmul contract float %136, %139
  %141 = fadd contract float %135, %140
  store float %141, ptr %99, align 4, !tbaa !8
  %142 = load float, ptr %44, align 4, !tbaa !8
  %143 = sext i32 %95 to i64
  %144 = getelementptr float, ptr %45, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !8
  %146 = fmul contract float %142, %145
  %147 = fadd contract float %141, %146
  store float %147, ptr %99, align 4, !tbaa !8
  %148 = load float, ptr %48, align 4, !tbaa !8
  %149 = sext i32 %95 to i64
  %150 = getelementptr float, ptr %49, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !8
  %152 = fmul contract float %148, %151
  %153 = fadd contract float %147, %152
  store float %153, ptr %99, align 4, !tbaa !8
  %154 = load float, ptr %52, align 4, !tbaa !8
  %155 = sext i32 %95 to i64
  %156 = getelementptr float, ptr %53, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !8
  %158 = fmul contract float %154, %157
  %159 = fadd contract float %153, %158
  store float %159, ptr %99, align 4, !tbaa !8
  %160 = load float, ptr %56, align 4, !tbaa !8
  %161 = sext i32 %95 to i64
  %162 = getelementptr float, ptr %57, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !8
  %164 = fmul contract float %160, %163
  %165 = fadd contract float %159, %164
  store float %165, ptr %99, align 4, !tbaa !8
  %166 = load float, ptr %60, align 4, !tbaa !8
  %167 = sext i32 %95 to i64
  %168 = getelementptr float, ptr %61, i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !8
  %170 = fmul contract float %166, %169
  %171 = fadd contract float %165, %170
  store float %171, ptr %99, align 4, !tbaa !8
  %172 = load float, ptr %64, align 4, !tbaa !8
  %173 = sext i32 %95 to i64
  %174 = getelementptr float, ptr %65, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !8
  %176 = fmul contract float %172, %175
  %177 = fadd contract float %171, %176
  store float %177, ptr %99, align 4, !tbaa !8
  %178 = load float, ptr %68, align 4, !tbaa !8
  %179 = sext i32 %95 to i64
  %180 = getelementptr float, ptr %69, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !8
  %182 = fmul contract float %178, %181
  %183 = fadd contract float %177, %182
  store float %183, ptr %99, align 4, !tbaa !8
  %184 = load float, ptr %72, align 4, !tbaa !8
  %185 = sext i32 %95 to i64
  %186 = getelementptr float, ptr %73, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !8
  %188 = fmul contract float %184, %187
  %189 = fadd contract float %183, %188
  store float %189, ptr %99, align 4, !tbaa !8
  %190 = load float, ptr %76, align 4, !tbaa !8
  %191 = sext i32 %95 to i64
  %192 = getelementptr float, ptr %77, i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !8
  %194 = fmul contract float %190, %193
  %195 = fadd contract float %189, %194
  store float %195, ptr %99, align 4, !tbaa !8
  %196 = load float, ptr %80, align 4, !tbaa !8
  %197 = sext i32 %95 to i64
  %198 = getelementptr float, ptr %81, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !8
  %200 = fmul contract float %196, %199
  %201 = fadd contract float %195, %200
  store float %201, ptr %99, align 4, !tbaa !8
  %202 = load float, ptr %84, align 4, !tbaa !8
  %203 = sext i32 %95 to i64
  %204 = getelementptr float, ptr %85, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !8
  %206 = fmul contract float %202, %205
  %207 = fadd contract float %201, %206
  store float %207, ptr %99, align 4, !tbaa !8
  %208 = load float, ptr %88, align 4, !tbaa !8
  %209 = sext i32 %95 to i64
  %210 = getelementptr float, ptr %89, i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !8
  %212 = fmul contract float %208, %211
  %213 = fadd contract float %207, %212
  store float %213, ptr %99, align 4, !tbaa !8
  %214 = load float, ptr %92, align 4, !tbaa !8
  %215 = sext i32 %95 to i64
  %216 = getelementptr float, ptr %93, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !8
  %218 = fmul contract float %214, %217
  %219 = fadd contract float %213, %218
  store float %219, ptr %99, align 4, !tbaa !8
  %220 = mul nsw i32 %96, 24
  %221 = add nsw i32 %220, %9
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr %2, i64 %222
  store float %219, ptr %223, align 4, !tbaa !8
  %224 = icmp eq i32 %96, 23
  br i1 %224, label %225, label %94, !llvm.loop !12

225:                                              ; preds = %94, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z11mean_kerneliiPfS_, !"kernel", i32 1}
!1 = !{ptr @_Z10std_kerneliiPfS_S_, !"kernel", i32 1}
!2 = !{ptr @_Z13reduce_kerneliiPfS_S_, !"kernel", i32 1}
!3 = !{ptr @_Z11corr_kerneliiPfS_, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
