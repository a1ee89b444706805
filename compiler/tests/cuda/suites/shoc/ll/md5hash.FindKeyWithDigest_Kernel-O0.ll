; ModuleID = 'md5hash.FindKeyWithDigest_Kernel.cu'
source_filename = "md5hash.FindKeyWithDigest_Kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

$_Z10md5_2wordsPjjS_ = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z10IndexToKeyjiiPh(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %7, align 4
  %11 = urem i32 %9, %10
  %12 = trunc i32 %11 to i8
  %13 = load ptr, ptr %8, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 0
  store i8 %12, ptr %14, align 1
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %5, align 4
  %17 = udiv i32 %16, %15
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %7, align 4
  %20 = urem i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %8, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 1
  store i8 %21, ptr %23, align 1
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %5, align 4
  %26 = udiv i32 %25, %24
  store i32 %26, ptr %5, align 4
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %7, align 4
  %29 = urem i32 %27, %28
  %30 = trunc i32 %29 to i8
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 2
  store i8 %30, ptr %32, align 1
  %33 = load i32, ptr %7, align 4
  %34 = load i32, ptr %5, align 4
  %35 = udiv i32 %34, %33
  store i32 %35, ptr %5, align 4
  %36 = load i32, ptr %5, align 4
  %37 = load i32, ptr %7, align 4
  %38 = urem i32 %36, %37
  %39 = trunc i32 %38 to i8
  %40 = load ptr, ptr %8, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 3
  store i8 %39, ptr %41, align 1
  %42 = load i32, ptr %7, align 4
  %43 = load i32, ptr %5, align 4
  %44 = udiv i32 %43, %42
  store i32 %44, ptr %5, align 4
  %45 = load i32, ptr %5, align 4
  %46 = load i32, ptr %7, align 4
  %47 = urem i32 %45, %46
  %48 = trunc i32 %47 to i8
  %49 = load ptr, ptr %8, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 4
  store i8 %48, ptr %50, align 1
  %51 = load i32, ptr %7, align 4
  %52 = load i32, ptr %5, align 4
  %53 = udiv i32 %52, %51
  store i32 %53, ptr %5, align 4
  %54 = load i32, ptr %5, align 4
  %55 = load i32, ptr %7, align 4
  %56 = urem i32 %54, %55
  %57 = trunc i32 %56 to i8
  %58 = load ptr, ptr %8, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 5
  store i8 %57, ptr %59, align 1
  %60 = load i32, ptr %7, align 4
  %61 = load i32, ptr %5, align 4
  %62 = udiv i32 %61, %60
  store i32 %62, ptr %5, align 4
  %63 = load i32, ptr %5, align 4
  %64 = load i32, ptr %7, align 4
  %65 = urem i32 %63, %64
  %66 = trunc i32 %65 to i8
  %67 = load ptr, ptr %8, align 8
  %68 = getelementptr inbounds i8, ptr %67, i64 6
  store i8 %66, ptr %68, align 1
  %69 = load i32, ptr %7, align 4
  %70 = load i32, ptr %5, align 4
  %71 = udiv i32 %70, %69
  store i32 %71, ptr %5, align 4
  %72 = load i32, ptr %5, align 4
  %73 = load i32, ptr %7, align 4
  %74 = urem i32 %72, %73
  %75 = trunc i32 %74 to i8
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds i8, ptr %76, i64 7
  store i8 %75, ptr %77, align 1
  %78 = load i32, ptr %7, align 4
  %79 = load i32, ptr %5, align 4
  %80 = udiv i32 %79, %78
  store i32 %80, ptr %5, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z24FindKeyWithDigest_KerneljjjjiiiPiPhPj(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) #1 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [8 x i8], align 1
  %24 = alloca i32, align 4
  %25 = alloca [4 x i32], align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store ptr %7, ptr %18, align 8
  store ptr %8, ptr %19, align 8
  store ptr %9, ptr %20, align 8
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  store i32 %30, ptr %21, align 4
  %31 = load i32, ptr %21, align 4
  %32 = load i32, ptr %17, align 4
  %33 = mul nsw i32 %31, %32
  store i32 %33, ptr %22, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %23, i8 0, i64 8, i1 false)
  %34 = load i32, ptr %22, align 4
  %35 = load i32, ptr %16, align 4
  %36 = load i32, ptr %17, align 4
  %37 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 0
  call void @_Z10IndexToKeyjiiPh(i32 noundef %34, i32 noundef %35, i32 noundef %36, ptr noundef %37) #4
  store i32 0, ptr %24, align 4
  br label %38

38:                                               ; preds = %130, %10
  %39 = load i32, ptr %24, align 4
  %40 = load i32, ptr %17, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %38
  %43 = load i32, ptr %22, align 4
  %44 = load i32, ptr %24, align 4
  %45 = add nsw i32 %43, %44
  %46 = load i32, ptr %15, align 4
  %47 = icmp slt i32 %45, %46
  br label %48

48:                                               ; preds = %42, %38
  %49 = phi i1 [ false, %38 ], [ %47, %42 ]
  br i1 %49, label %50, label %133

50:                                               ; preds = %48
  %51 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 0
  %52 = load i32, ptr %16, align 4
  %53 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 0
  call void @_Z10md5_2wordsPjjS_(ptr noundef %51, i32 noundef %52, ptr noundef %53) #4
  %54 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 0
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %11, align 4
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %126

58:                                               ; preds = %50
  %59 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 1
  %60 = load i32, ptr %59, align 4
  %61 = load i32, ptr %12, align 4
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %126

63:                                               ; preds = %58
  %64 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 2
  %65 = load i32, ptr %64, align 4
  %66 = load i32, ptr %13, align 4
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %68, label %126

68:                                               ; preds = %63
  %69 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 3
  %70 = load i32, ptr %69, align 4
  %71 = load i32, ptr %14, align 4
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %126

73:                                               ; preds = %68
  %74 = load i32, ptr %22, align 4
  %75 = load i32, ptr %24, align 4
  %76 = add nsw i32 %74, %75
  %77 = load ptr, ptr %18, align 8
  store i32 %76, ptr %77, align 4
  %78 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 0
  %79 = load i8, ptr %78, align 1
  %80 = load ptr, ptr %19, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 0
  store i8 %79, ptr %81, align 1
  %82 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 1
  %83 = load i8, ptr %82, align 1
  %84 = load ptr, ptr %19, align 8
  %85 = getelementptr inbounds i8, ptr %84, i64 1
  store i8 %83, ptr %85, align 1
  %86 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 2
  %87 = load i8, ptr %86, align 1
  %88 = load ptr, ptr %19, align 8
  %89 = getelementptr inbounds i8, ptr %88, i64 2
  store i8 %87, ptr %89, align 1
  %90 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 3
  %91 = load i8, ptr %90, align 1
  %92 = load ptr, ptr %19, align 8
  %93 = getelementptr inbounds i8, ptr %92, i64 3
  store i8 %91, ptr %93, align 1
  %94 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 4
  %95 = load i8, ptr %94, align 1
  %96 = load ptr, ptr %19, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 4
  store i8 %95, ptr %97, align 1
  %98 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 5
  %99 = load i8, ptr %98, align 1
  %100 = load ptr, ptr %19, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 5
  store i8 %99, ptr %101, align 1
  %102 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 6
  %103 = load i8, ptr %102, align 1
  %104 = load ptr, ptr %19, align 8
  %105 = getelementptr inbounds i8, ptr %104, i64 6
  store i8 %103, ptr %105, align 1
  %106 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 7
  %107 = load i8, ptr %106, align 1
  %108 = load ptr, ptr %19, align 8
  %109 = getelementptr inbounds i8, ptr %108, i64 7
  store i8 %107, ptr %109, align 1
  %110 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 0
  %111 = load i32, ptr %110, align 4
  %112 = load ptr, ptr %20, align 8
  %113 = getelementptr inbounds i32, ptr %112, i64 0
  store i32 %111, ptr %113, align 4
  %114 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 1
  %115 = load i32, ptr %114, align 4
  %116 = load ptr, ptr %20, align 8
  %117 = getelementptr inbounds i32, ptr %116, i64 1
  store i32 %115, ptr %117, align 4
  %118 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 2
  %119 = load i32, ptr %118, align 4
  %120 = load ptr, ptr %20, align 8
  %121 = getelementptr inbounds i32, ptr %120, i64 2
  store i32 %119, ptr %121, align 4
  %122 = getelementptr inbounds [4 x i32], ptr %25, i64 0, i64 3
  %123 = load i32, ptr %122, align 4
  %124 = load ptr, ptr %20, align 8
  %125 = getelementptr inbounds i32, ptr %124, i64 3
  store i32 %123, ptr %125, align 4
  br label %126

126:                                              ; preds = %73, %68, %63, %58, %50
  %127 = getelementptr inbounds [8 x i8], ptr %23, i64 0, i64 0
  %128 = load i8, ptr %127, align 1
  %129 = add i8 %128, 1
  store i8 %129, ptr %127, align 1
  br label %130

130:                                              ; preds = %126
  %131 = load i32, ptr %24, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %24, align 4
  br label %38, !llvm.loop !5

133:                                              ; preds = %48
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z10md5_2wordsPjjS_(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  store i32 1732584193, ptr %7, align 4
  store i32 -271733879, ptr %8, align 4
  store i32 -1732584194, ptr %9, align 4
  store i32 271733878, ptr %10, align 4
  %82 = load i32, ptr %7, align 4
  store i32 %82, ptr %11, align 4
  %83 = load i32, ptr %8, align 4
  store i32 %83, ptr %12, align 4
  %84 = load i32, ptr %9, align 4
  store i32 %84, ptr %13, align 4
  %85 = load i32, ptr %10, align 4
  store i32 %85, ptr %14, align 4
  %86 = load i32, ptr %5, align 4
  %87 = mul i32 %86, 8
  store i32 %87, ptr %15, align 4
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds i32, ptr %88, i64 0
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %16, align 4
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr inbounds i32, ptr %91, i64 1
  %93 = load i32, ptr %92, align 4
  store i32 %93, ptr %17, align 4
  %94 = load i32, ptr %5, align 4
  switch i32 %94, label %119 [
    i32 0, label %95
    i32 1, label %98
    i32 2, label %101
    i32 3, label %104
    i32 4, label %107
    i32 5, label %110
    i32 6, label %113
    i32 7, label %116
  ]

95:                                               ; preds = %3
  %96 = load i32, ptr %16, align 4
  %97 = or i32 %96, 128
  store i32 %97, ptr %16, align 4
  br label %119

98:                                               ; preds = %3
  %99 = load i32, ptr %16, align 4
  %100 = or i32 %99, 32768
  store i32 %100, ptr %16, align 4
  br label %119

101:                                              ; preds = %3
  %102 = load i32, ptr %16, align 4
  %103 = or i32 %102, 8388608
  store i32 %103, ptr %16, align 4
  br label %119

104:                                              ; preds = %3
  %105 = load i32, ptr %16, align 4
  %106 = or i32 %105, -2147483648
  store i32 %106, ptr %16, align 4
  br label %119

107:                                              ; preds = %3
  %108 = load i32, ptr %17, align 4
  %109 = or i32 %108, 128
  store i32 %109, ptr %17, align 4
  br label %119

110:                                              ; preds = %3
  %111 = load i32, ptr %17, align 4
  %112 = or i32 %111, 32768
  store i32 %112, ptr %17, align 4
  br label %119

113:                                              ; preds = %3
  %114 = load i32, ptr %17, align 4
  %115 = or i32 %114, 8388608
  store i32 %115, ptr %17, align 4
  br label %119

116:                                              ; preds = %3
  %117 = load i32, ptr %17, align 4
  %118 = or i32 %117, -2147483648
  store i32 %118, ptr %17, align 4
  br label %119

119:                                              ; preds = %3, %116, %113, %110, %107, %104, %101, %98, %95
  %120 = load i32, ptr %11, align 4
  %121 = load i32, ptr %12, align 4
  %122 = load i32, ptr %13, align 4
  %123 = and i32 %121, %122
  %124 = load i32, ptr %12, align 4
  %125 = xor i32 %124, -1
  %126 = load i32, ptr %14, align 4
  %127 = and i32 %125, %126
  %128 = or i32 %123, %127
  %129 = add i32 %120, %128
  %130 = add i32 %129, -680876936
  %131 = load i32, ptr %16, align 4
  %132 = add i32 %130, %131
  store i32 %132, ptr %11, align 4
  %133 = load i32, ptr %14, align 4
  store i32 %133, ptr %18, align 4
  %134 = load i32, ptr %13, align 4
  store i32 %134, ptr %14, align 4
  %135 = load i32, ptr %12, align 4
  store i32 %135, ptr %13, align 4
  %136 = load i32, ptr %12, align 4
  %137 = load i32, ptr %11, align 4
  %138 = shl i32 %137, 7
  %139 = load i32, ptr %11, align 4
  %140 = lshr i32 %139, 25
  %141 = or i32 %138, %140
  %142 = add i32 %136, %141
  store i32 %142, ptr %12, align 4
  %143 = load i32, ptr %18, align 4
  store i32 %143, ptr %11, align 4
  %144 = load i32, ptr %11, align 4
  %145 = load i32, ptr %12, align 4
  %146 = load i32, ptr %13, align 4
  %147 = and i32 %145, %146
  %148 = load i32, ptr %12, align 4
  %149 = xor i32 %148, -1
  %150 = load i32, ptr %14, align 4
  %151 = and i32 %149, %150
  %152 = or i32 %147, %151
  %153 = add i32 %144, %152
  %154 = add i32 %153, -389564586
  %155 = load i32, ptr %17, align 4
  %156 = add i32 %154, %155
  store i32 %156, ptr %11, align 4
  %157 = load i32, ptr %14, align 4
  store i32 %157, ptr %19, align 4
  %158 = load i32, ptr %13, align 4
  store i32 %158, ptr %14, align 4
  %159 = load i32, ptr %12, align 4
  store i32 %159, ptr %13, align 4
  %160 = load i32, ptr %12, align 4
  %161 = load i32, ptr %11, align 4
  %162 = shl i32 %161, 12
  %163 = load i32, ptr %11, align 4
  %164 = lshr i32 %163, 20
  %165 = or i32 %162, %164
  %166 = add i32 %160, %165
  store i32 %166, ptr %12, align 4
  %167 = load i32, ptr %19, align 4
  store i32 %167, ptr %11, align 4
  %168 = load i32, ptr %11, align 4
  %169 = load i32, ptr %12, align 4
  %170 = load i32, ptr %13, align 4
  %171 = and i32 %169, %170
  %172 = load i32, ptr %12, align 4
  %173 = xor i32 %172, -1
  %174 = load i32, ptr %14, align 4
  %175 = and i32 %173, %174
  %176 = or i32 %171, %175
  %177 = add i32 %168, %176
  %178 = add i32 %177, 606105819
  %179 = add i32 %178, 0
  store i32 %179, ptr %11, align 4
  %180 = load i32, ptr %14, align 4
  store i32 %180, ptr %20, align 4
  %181 = load i32, ptr %13, align 4
  store i32 %181, ptr %14, align 4
  %182 = load i32, ptr %12, align 4
  store i32 %182, ptr %13, align 4
  %183 = load i32, ptr %12, align 4
  %184 = load i32, ptr %11, align 4
  %185 = shl i32 %184, 17
  %186 = load i32, ptr %11, align 4
  %187 = lshr i32 %186, 15
  %188 = or i32 %185, %187
  %189 = add i32 %183, %188
  store i32 %189, ptr %12, align 4
  %190 = load i32, ptr %20, align 4
  store i32 %190, ptr %11, align 4
  %191 = load i32, ptr %11, align 4
  %192 = load i32, ptr %12, align 4
  %193 = load i32, ptr %13, align 4
  %194 = and i32 %192, %193
  %195 = load i32, ptr %12, align 4
  %196 = xor i32 %195, -1
  %197 = load i32, ptr %14, align 4
  %198 = and i32 %196, %197
  %199 = or i32 %194, %198
  %200 = add i32 %191, %199
  %201 = add i32 %200, -1044525330
  %202 = add i32 %201, 0
  store i32 %202, ptr %11, align 4
  %203 = load i32, ptr %14, align 4
  store i32 %203, ptr %21, align 4
  %204 = load i32, ptr %13, align 4
  store i32 %204, ptr %14, align 4
  %205 = load i32, ptr %12, align 4
  store i32 %205, ptr %13, align 4
  %206 = load i32, ptr %12, align 4
  %207 = load i32, ptr %11, align 4
  %208 = shl i32 %207, 22
  %209 = load i32, ptr %11, align 4
  %210 = lshr i32 %209, 10
  %211 = or i32 %208, %210
  %212 = add i32 %206, %211
  store i32 %212, ptr %12, align 4
  %213 = load i32, ptr %21, align 4
  store i32 %213, ptr %11, align 4
  %214 = load i32, ptr %11, align 4
  %215 = load i32, ptr %12, align 4
  %216 = load i32, ptr %13, align 4
  %217 = and i32 %215, %216
  %218 = load i32, ptr %12, align 4
  %219 = xor i32 %218, -1
  %220 = load i32, ptr %14, align 4
  %221 = and i32 %219, %220
  %222 = or i32 %217, %221
  %223 = add i32 %214, %222
  %224 = add i32 %223, -176418897
  %225 = add i32 %224, 0
  store i32 %225, ptr %11, align 4
  %226 = load i32, ptr %14, align 4
  store i32 %226, ptr %22, align 4
  %227 = load i32, ptr %13, align 4
  store i32 %227, ptr %14, align 4
  %228 = load i32, ptr %12, align 4
  store i32 %228, ptr %13, align 4
  %229 = load i32, ptr %12, align 4
  %230 = load i32, ptr %11, align 4
  %231 = shl i32 %230, 7
  %232 = load i32, ptr %11, align 4
  %233 = lshr i32 %232, 25
  %234 = or i32 %231, %233
  %235 = add i32 %229, %234
  store i32 %235, ptr %12, align 4
  %236 = load i32, ptr %22, align 4
  store i32 %236, ptr %11, align 4
  %237 = load i32, ptr %11, align 4
  %238 = load i32, ptr %12, align 4
  %239 = load i32, ptr %13, align 4
  %240 = and i32 %238, %239
  %241 = load i32, ptr %12, align 4
  %242 = xor i32 %241, -1
  %243 = load i32, ptr %14, align 4
  %244 = and i32 %242, %243
  %245 = or i32 %240, %244
  %246 = add i32 %237, %245
  %247 = add i32 %246, 1200080426
  %248 = add i32 %247, 0
  store i32 %248, ptr %11, align 4
  %249 = load i32, ptr %14, align 4
  store i32 %249, ptr %23, align 4
  %250 = load i32, ptr %13, align 4
  store i32 %250, ptr %14, align 4
  %251 = load i32, ptr %12, align 4
  store i32 %251, ptr %13, align 4
  %252 = load i32, ptr %12, align 4
  %253 = load i32, ptr %11, align 4
  %254 = shl i32 %253, 12
  %255 = load i32, ptr %11, align 4
  %256 = lshr i32 %255, 20
  %257 = or i32 %254, %256
  %258 = add i32 %252, %257
  store i32 %258, ptr %12, align 4
  %259 = load i32, ptr %23, align 4
  store i32 %259, ptr %11, align 4
  %260 = load i32, ptr %11, align 4
  %261 = load i32, ptr %12, align 4
  %262 = load i32, ptr %13, align 4
  %263 = and i32 %261, %262
  %264 = load i32, ptr %12, align 4
  %265 = xor i32 %264, -1
  %266 = load i32, ptr %14, align 4
  %267 = and i32 %265, %266
  %268 = or i32 %263, %267
  %269 = add i32 %260, %268
  %270 = add i32 %269, -1473231341
  %271 = add i32 %270, 0
  store i32 %271, ptr %11, align 4
  %272 = load i32, ptr %14, align 4
  store i32 %272, ptr %24, align 4
  %273 = load i32, ptr %13, align 4
  store i32 %273, ptr %14, align 4
  %274 = load i32, ptr %12, align 4
  store i32 %274, ptr %13, align 4
  %275 = load i32, ptr %12, align 4
  %276 = load i32, ptr %11, align 4
  %277 = shl i32 %276, 17
  %278 = load i32, ptr %11, align 4
  %279 = lshr i32 %278, 15
  %280 = or i32 %277, %279
  %281 = add i32 %275, %280
  store i32 %281, ptr %12, align 4
  %282 = load i32, ptr %24, align 4
  store i32 %282, ptr %11, align 4
  %283 = load i32, ptr %11, align 4
  %284 = load i32, ptr %12, align 4
  %285 = load i32, ptr %13, align 4
  %286 = and i32 %284, %285
  %287 = load i32, ptr %12, align 4
  %288 = xor i32 %287, -1
  %289 = load i32, ptr %14, align 4
  %290 = and i32 %288, %289
  %291 = or i32 %286, %290
  %292 = add i32 %283, %291
  %293 = add i32 %292, -45705983
  %294 = add i32 %293, 0
  store i32 %294, ptr %11, align 4
  %295 = load i32, ptr %14, align 4
  store i32 %295, ptr %25, align 4
  %296 = load i32, ptr %13, align 4
  store i32 %296, ptr %14, align 4
  %297 = load i32, ptr %12, align 4
  store i32 %297, ptr %13, align 4
  %298 = load i32, ptr %12, align 4
  %299 = load i32, ptr %11, align 4
  %300 = shl i32 %299, 22
  %301 = load i32, ptr %11, align 4
  %302 = lshr i32 %301, 10
  %303 = or i32 %300, %302
  %304 = add i32 %298, %303
  store i32 %304, ptr %12, align 4
  %305 = load i32, ptr %25, align 4
  store i32 %305, ptr %11, align 4
  %306 = load i32, ptr %11, align 4
  %307 = load i32, ptr %12, align 4
  %308 = load i32, ptr %13, align 4
  %309 = and i32 %307, %308
  %310 = load i32, ptr %12, align 4
  %311 = xor i32 %310, -1
  %312 = load i32, ptr %14, align 4
  %313 = and i32 %311, %312
  %314 = or i32 %309, %313
  %315 = add i32 %306, %314
  %316 = add i32 %315, 1770035416
  %317 = add i32 %316, 0
  store i32 %317, ptr %11, align 4
  %318 = load i32, ptr %14, align 4
  store i32 %318, ptr %26, align 4
  %319 = load i32, ptr %13, align 4
  store i32 %319, ptr %14, align 4
  %320 = load i32, ptr %12, align 4
  store i32 %320, ptr %13, align 4
  %321 = load i32, ptr %12, align 4
  %322 = load i32, ptr %11, align 4
  %323 = shl i32 %322, 7
  %324 = load i32, ptr %11, align 4
  %325 = lshr i32 %324, 25
  %326 = or i32 %323, %325
  %327 = add i32 %321, %326
  store i32 %327, ptr %12, align 4
  %328 = load i32, ptr %26, align 4
  store i32 %328, ptr %11, align 4
  %329 = load i32, ptr %11, align 4
  %330 = load i32, ptr %12, align 4
  %331 = load i32, ptr %13, align 4
  %332 = and i32 %330, %331
  %333 = load i32, ptr %12, align 4
  %334 = xor i32 %333, -1
  %335 = load i32, ptr %14, align 4
  %336 = and i32 %334, %335
  %337 = or i32 %332, %336
  %338 = add i32 %329, %337
  %339 = add i32 %338, -1958414417
  %340 = add i32 %339, 0
  store i32 %340, ptr %11, align 4
  %341 = load i32, ptr %14, align 4
  store i32 %341, ptr %27, align 4
  %342 = load i32, ptr %13, align 4
  store i32 %342, ptr %14, align 4
  %343 = load i32, ptr %12, align 4
  store i32 %343, ptr %13, align 4
  %344 = load i32, ptr %12, align 4
  %345 = load i32, ptr %11, align 4
  %346 = shl i32 %345, 12
  %347 = load i32, ptr %11, align 4
  %348 = lshr i32 %347, 20
  %349 = or i32 %346, %348
  %350 = add i32 %344, %349
  store i32 %350, ptr %12, align 4
  %351 = load i32, ptr %27, align 4
  store i32 %351, ptr %11, align 4
  %352 = load i32, ptr %11, align 4
  %353 = load i32, ptr %12, align 4
  %354 = load i32, ptr %13, align 4
  %355 = and i32 %353, %354
  %356 = load i32, ptr %12, align 4
  %357 = xor i32 %356, -1
  %358 = load i32, ptr %14, align 4
  %359 = and i32 %357, %358
  %360 = or i32 %355, %359
  %361 = add i32 %352, %360
  %362 = add i32 %361, -42063
  %363 = add i32 %362, 0
  store i32 %363, ptr %11, align 4
  %364 = load i32, ptr %14, align 4
  store i32 %364, ptr %28, align 4
  %365 = load i32, ptr %13, align 4
  store i32 %365, ptr %14, align 4
  %366 = load i32, ptr %12, align 4
  store i32 %366, ptr %13, align 4
  %367 = load i32, ptr %12, align 4
  %368 = load i32, ptr %11, align 4
  %369 = shl i32 %368, 17
  %370 = load i32, ptr %11, align 4
  %371 = lshr i32 %370, 15
  %372 = or i32 %369, %371
  %373 = add i32 %367, %372
  store i32 %373, ptr %12, align 4
  %374 = load i32, ptr %28, align 4
  store i32 %374, ptr %11, align 4
  %375 = load i32, ptr %11, align 4
  %376 = load i32, ptr %12, align 4
  %377 = load i32, ptr %13, align 4
  %378 = and i32 %376, %377
  %379 = load i32, ptr %12, align 4
  %380 = xor i32 %379, -1
  %381 = load i32, ptr %14, align 4
  %382 = and i32 %380, %381
  %383 = or i32 %378, %382
  %384 = add i32 %375, %383
  %385 = add i32 %384, -1990404162
  %386 = add i32 %385, 0
  store i32 %386, ptr %11, align 4
  %387 = load i32, ptr %14, align 4
  store i32 %387, ptr %29, align 4
  %388 = load i32, ptr %13, align 4
  store i32 %388, ptr %14, align 4
  %389 = load i32, ptr %12, align 4
  store i32 %389, ptr %13, align 4
  %390 = load i32, ptr %12, align 4
  %391 = load i32, ptr %11, align 4
  %392 = shl i32 %391, 22
  %393 = load i32, ptr %11, align 4
  %394 = lshr i32 %393, 10
  %395 = or i32 %392, %394
  %396 = add i32 %390, %395
  store i32 %396, ptr %12, align 4
  %397 = load i32, ptr %29, align 4
  store i32 %397, ptr %11, align 4
  %398 = load i32, ptr %11, align 4
  %399 = load i32, ptr %12, align 4
  %400 = load i32, ptr %13, align 4
  %401 = and i32 %399, %400
  %402 = load i32, ptr %12, align 4
  %403 = xor i32 %402, -1
  %404 = load i32, ptr %14, align 4
  %405 = and i32 %403, %404
  %406 = or i32 %401, %405
  %407 = add i32 %398, %406
  %408 = add i32 %407, 1804603682
  %409 = add i32 %408, 0
  store i32 %409, ptr %11, align 4
  %410 = load i32, ptr %14, align 4
  store i32 %410, ptr %30, align 4
  %411 = load i32, ptr %13, align 4
  store i32 %411, ptr %14, align 4
  %412 = load i32, ptr %12, align 4
  store i32 %412, ptr %13, align 4
  %413 = load i32, ptr %12, align 4
  %414 = load i32, ptr %11, align 4
  %415 = shl i32 %414, 7
  %416 = load i32, ptr %11, align 4
  %417 = lshr i32 %416, 25
  %418 = or i32 %415, %417
  %419 = add i32 %413, %418
  store i32 %419, ptr %12, align 4
  %420 = load i32, ptr %30, align 4
  store i32 %420, ptr %11, align 4
  %421 = load i32, ptr %11, align 4
  %422 = load i32, ptr %12, align 4
  %423 = load i32, ptr %13, align 4
  %424 = and i32 %422, %423
  %425 = load i32, ptr %12, align 4
  %426 = xor i32 %425, -1
  %427 = load i32, ptr %14, align 4
  %428 = and i32 %426, %427
  %429 = or i32 %424, %428
  %430 = add i32 %421, %429
  %431 = add i32 %430, -40341101
  %432 = add i32 %431, 0
  store i32 %432, ptr %11, align 4
  %433 = load i32, ptr %14, align 4
  store i32 %433, ptr %31, align 4
  %434 = load i32, ptr %13, align 4
  store i32 %434, ptr %14, align 4
  %435 = load i32, ptr %12, align 4
  store i32 %435, ptr %13, align 4
  %436 = load i32, ptr %12, align 4
  %437 = load i32, ptr %11, align 4
  %438 = shl i32 %437, 12
  %439 = load i32, ptr %11, align 4
  %440 = lshr i32 %439, 20
  %441 = or i32 %438, %440
  %442 = add i32 %436, %441
  store i32 %442, ptr %12, align 4
  %443 = load i32, ptr %31, align 4
  store i32 %443, ptr %11, align 4
  %444 = load i32, ptr %11, align 4
  %445 = load i32, ptr %12, align 4
  %446 = load i32, ptr %13, align 4
  %447 = and i32 %445, %446
  %448 = load i32, ptr %12, align 4
  %449 = xor i32 %448, -1
  %450 = load i32, ptr %14, align 4
  %451 = and i32 %449, %450
  %452 = or i32 %447, %451
  %453 = add i32 %444, %452
  %454 = add i32 %453, -1502002290
  %455 = load i32, ptr %15, align 4
  %456 = add i32 %454, %455
  store i32 %456, ptr %11, align 4
  %457 = load i32, ptr %14, align 4
  store i32 %457, ptr %32, align 4
  %458 = load i32, ptr %13, align 4
  store i32 %458, ptr %14, align 4
  %459 = load i32, ptr %12, align 4
  store i32 %459, ptr %13, align 4
  %460 = load i32, ptr %12, align 4
  %461 = load i32, ptr %11, align 4
  %462 = shl i32 %461, 17
  %463 = load i32, ptr %11, align 4
  %464 = lshr i32 %463, 15
  %465 = or i32 %462, %464
  %466 = add i32 %460, %465
  store i32 %466, ptr %12, align 4
  %467 = load i32, ptr %32, align 4
  store i32 %467, ptr %11, align 4
  %468 = load i32, ptr %11, align 4
  %469 = load i32, ptr %12, align 4
  %470 = load i32, ptr %13, align 4
  %471 = and i32 %469, %470
  %472 = load i32, ptr %12, align 4
  %473 = xor i32 %472, -1
  %474 = load i32, ptr %14, align 4
  %475 = and i32 %473, %474
  %476 = or i32 %471, %475
  %477 = add i32 %468, %476
  %478 = add i32 %477, 1236535329
  %479 = add i32 %478, 0
  store i32 %479, ptr %11, align 4
  %480 = load i32, ptr %14, align 4
  store i32 %480, ptr %33, align 4
  %481 = load i32, ptr %13, align 4
  store i32 %481, ptr %14, align 4
  %482 = load i32, ptr %12, align 4
  store i32 %482, ptr %13, align 4
  %483 = load i32, ptr %12, align 4
  %484 = load i32, ptr %11, align 4
  %485 = shl i32 %484, 22
  %486 = load i32, ptr %11, align 4
  %487 = lshr i32 %486, 10
  %488 = or i32 %485, %487
  %489 = add i32 %483, %488
  store i32 %489, ptr %12, align 4
  %490 = load i32, ptr %33, align 4
  store i32 %490, ptr %11, align 4
  %491 = load i32, ptr %11, align 4
  %492 = load i32, ptr %12, align 4
  %493 = load i32, ptr %14, align 4
  %494 = and i32 %492, %493
  %495 = load i32, ptr %14, align 4
  %496 = xor i32 %495, -1
  %497 = load i32, ptr %13, align 4
  %498 = and i32 %496, %497
  %499 = or i32 %494, %498
  %500 = add i32 %491, %499
  %501 = add i32 %500, -165796510
  %502 = load i32, ptr %17, align 4
  %503 = add i32 %501, %502
  store i32 %503, ptr %11, align 4
  %504 = load i32, ptr %14, align 4
  store i32 %504, ptr %34, align 4
  %505 = load i32, ptr %13, align 4
  store i32 %505, ptr %14, align 4
  %506 = load i32, ptr %12, align 4
  store i32 %506, ptr %13, align 4
  %507 = load i32, ptr %12, align 4
  %508 = load i32, ptr %11, align 4
  %509 = shl i32 %508, 5
  %510 = load i32, ptr %11, align 4
  %511 = lshr i32 %510, 27
  %512 = or i32 %509, %511
  %513 = add i32 %507, %512
  store i32 %513, ptr %12, align 4
  %514 = load i32, ptr %34, align 4
  store i32 %514, ptr %11, align 4
  %515 = load i32, ptr %11, align 4
  %516 = load i32, ptr %12, align 4
  %517 = load i32, ptr %14, align 4
  %518 = and i32 %516, %517
  %519 = load i32, ptr %14, align 4
  %520 = xor i32 %519, -1
  %521 = load i32, ptr %13, align 4
  %522 = and i32 %520, %521
  %523 = or i32 %518, %522
  %524 = add i32 %515, %523
  %525 = add i32 %524, -1069501632
  %526 = add i32 %525, 0
  store i32 %526, ptr %11, align 4
  %527 = load i32, ptr %14, align 4
  store i32 %527, ptr %35, align 4
  %528 = load i32, ptr %13, align 4
  store i32 %528, ptr %14, align 4
  %529 = load i32, ptr %12, align 4
  store i32 %529, ptr %13, align 4
  %530 = load i32, ptr %12, align 4
  %531 = load i32, ptr %11, align 4
  %532 = shl i32 %531, 9
  %533 = load i32, ptr %11, align 4
  %534 = lshr i32 %533, 23
  %535 = or i32 %532, %534
  %536 = add i32 %530, %535
  store i32 %536, ptr %12, align 4
  %537 = load i32, ptr %35, align 4
  store i32 %537, ptr %11, align 4
  %538 = load i32, ptr %11, align 4
  %539 = load i32, ptr %12, align 4
  %540 = load i32, ptr %14, align 4
  %541 = and i32 %539, %540
  %542 = load i32, ptr %14, align 4
  %543 = xor i32 %542, -1
  %544 = load i32, ptr %13, align 4
  %545 = and i32 %543, %544
  %546 = or i32 %541, %545
  %547 = add i32 %538, %546
  %548 = add i32 %547, 643717713
  %549 = add i32 %548, 0
  store i32 %549, ptr %11, align 4
  %550 = load i32, ptr %14, align 4
  store i32 %550, ptr %36, align 4
  %551 = load i32, ptr %13, align 4
  store i32 %551, ptr %14, align 4
  %552 = load i32, ptr %12, align 4
  store i32 %552, ptr %13, align 4
  %553 = load i32, ptr %12, align 4
  %554 = load i32, ptr %11, align 4
  %555 = shl i32 %554, 14
  %556 = load i32, ptr %11, align 4
  %557 = lshr i32 %556, 18
  %558 = or i32 %555, %557
  %559 = add i32 %553, %558
  store i32 %559, ptr %12, align 4
  %560 = load i32, ptr %36, align 4
  store i32 %560, ptr %11, align 4
  %561 = load i32, ptr %11, align 4
  %562 = load i32, ptr %12, align 4
  %563 = load i32, ptr %14, align 4
  %564 = and i32 %562, %563
  %565 = load i32, ptr %14, align 4
  %566 = xor i32 %565, -1
  %567 = load i32, ptr %13, align 4
  %568 = and i32 %566, %567
  %569 = or i32 %564, %568
  %570 = add i32 %561, %569
  %571 = add i32 %570, -373897302
  %572 = load i32, ptr %16, align 4
  %573 = add i32 %571, %572
  store i32 %573, ptr %11, align 4
  %574 = load i32, ptr %14, align 4
  store i32 %574, ptr %37, align 4
  %575 = load i32, ptr %13, align 4
  store i32 %575, ptr %14, align 4
  %576 = load i32, ptr %12, align 4
  store i32 %576, ptr %13, align 4
  %577 = load i32, ptr %12, align 4
  %578 = load i32, ptr %11, align 4
  %579 = shl i32 %578, 20
  %580 = load i32, ptr %11, align 4
  %581 = lshr i32 %580, 12
  %582 = or i32 %579, %581
  %583 = add i32 %577, %582
  store i32 %583, ptr %12, align 4
  %584 = load i32, ptr %37, align 4
  store i32 %584, ptr %11, align 4
  %585 = load i32, ptr %11, align 4
  %586 = load i32, ptr %12, align 4
  %587 = load i32, ptr %14, align 4
  %588 = and i32 %586, %587
  %589 = load i32, ptr %14, align 4
  %590 = xor i32 %589, -1
  %591 = load i32, ptr %13, align 4
  %592 = and i32 %590, %591
  %593 = or i32 %588, %592
  %594 = add i32 %585, %593
  %595 = add i32 %594, -701558691
  %596 = add i32 %595, 0
  store i32 %596, ptr %11, align 4
  %597 = load i32, ptr %14, align 4
  store i32 %597, ptr %38, align 4
  %598 = load i32, ptr %13, align 4
  store i32 %598, ptr %14, align 4
  %599 = load i32, ptr %12, align 4
  store i32 %599, ptr %13, align 4
  %600 = load i32, ptr %12, align 4
  %601 = load i32, ptr %11, align 4
  %602 = shl i32 %601, 5
  %603 = load i32, ptr %11, align 4
  %604 = lshr i32 %603, 27
  %605 = or i32 %602, %604
  %606 = add i32 %600, %605
  store i32 %606, ptr %12, align 4
  %607 = load i32, ptr %38, align 4
  store i32 %607, ptr %11, align 4
  %608 = load i32, ptr %11, align 4
  %609 = load i32, ptr %12, align 4
  %610 = load i32, ptr %14, align 4
  %611 = and i32 %609, %610
  %612 = load i32, ptr %14, align 4
  %613 = xor i32 %612, -1
  %614 = load i32, ptr %13, align 4
  %615 = and i32 %613, %614
  %616 = or i32 %611, %615
  %617 = add i32 %608, %616
  %618 = add i32 %617, 38016083
  %619 = add i32 %618, 0
  store i32 %619, ptr %11, align 4
  %620 = load i32, ptr %14, align 4
  store i32 %620, ptr %39, align 4
  %621 = load i32, ptr %13, align 4
  store i32 %621, ptr %14, align 4
  %622 = load i32, ptr %12, align 4
  store i32 %622, ptr %13, align 4
  %623 = load i32, ptr %12, align 4
  %624 = load i32, ptr %11, align 4
  %625 = shl i32 %624, 9
  %626 = load i32, ptr %11, align 4
  %627 = lshr i32 %626, 23
  %628 = or i32 %625, %627
  %629 = add i32 %623, %628
  store i32 %629, ptr %12, align 4
  %630 = load i32, ptr %39, align 4
  store i32 %630, ptr %11, align 4
  %631 = load i32, ptr %11, align 4
  %632 = load i32, ptr %12, align 4
  %633 = load i32, ptr %14, align 4
  %634 = and i32 %632, %633
  %635 = load i32, ptr %14, align 4
  %636 = xor i32 %635, -1
  %637 = load i32, ptr %13, align 4
  %638 = and i32 %636, %637
  %639 = or i32 %634, %638
  %640 = add i32 %631, %639
  %641 = add i32 %640, -660478335
  %642 = add i32 %641, 0
  store i32 %642, ptr %11, align 4
  %643 = load i32, ptr %14, align 4
  store i32 %643, ptr %40, align 4
  %644 = load i32, ptr %13, align 4
  store i32 %644, ptr %14, align 4
  %645 = load i32, ptr %12, align 4
  store i32 %645, ptr %13, align 4
  %646 = load i32, ptr %12, align 4
  %647 = load i32, ptr %11, align 4
  %648 = shl i32 %647, 14
  %649 = load i32, ptr %11, align 4
  %650 = lshr i32 %649, 18
  %651 = or i32 %648, %650
  %652 = add i32 %646, %651
  store i32 %652, ptr %12, align 4
  %653 = load i32, ptr %40, align 4
  store i32 %653, ptr %11, align 4
  %654 = load i32, ptr %11, align 4
  %655 = load i32, ptr %12, align 4
  %656 = load i32, ptr %14, align 4
  %657 = and i32 %655, %656
  %658 = load i32, ptr %14, align 4
  %659 = xor i32 %658, -1
  %660 = load i32, ptr %13, align 4
  %661 = and i32 %659, %660
  %662 = or i32 %657, %661
  %663 = add i32 %654, %662
  %664 = add i32 %663, -405537848
  %665 = add i32 %664, 0
  store i32 %665, ptr %11, align 4
  %666 = load i32, ptr %14, align 4
  store i32 %666, ptr %41, align 4
  %667 = load i32, ptr %13, align 4
  store i32 %667, ptr %14, align 4
  %668 = load i32, ptr %12, align 4
  store i32 %668, ptr %13, align 4
  %669 = load i32, ptr %12, align 4
  %670 = load i32, ptr %11, align 4
  %671 = shl i32 %670, 20
  %672 = load i32, ptr %11, align 4
  %673 = lshr i32 %672, 12
  %674 = or i32 %671, %673
  %675 = add i32 %669, %674
  store i32 %675, ptr %12, align 4
  %676 = load i32, ptr %41, align 4
  store i32 %676, ptr %11, align 4
  %677 = load i32, ptr %11, align 4
  %678 = load i32, ptr %12, align 4
  %679 = load i32, ptr %14, align 4
  %680 = and i32 %678, %679
  %681 = load i32, ptr %14, align 4
  %682 = xor i32 %681, -1
  %683 = load i32, ptr %13, align 4
  %684 = and i32 %682, %683
  %685 = or i32 %680, %684
  %686 = add i32 %677, %685
  %687 = add i32 %686, 568446438
  %688 = add i32 %687, 0
  store i32 %688, ptr %11, align 4
  %689 = load i32, ptr %14, align 4
  store i32 %689, ptr %42, align 4
  %690 = load i32, ptr %13, align 4
  store i32 %690, ptr %14, align 4
  %691 = load i32, ptr %12, align 4
  store i32 %691, ptr %13, align 4
  %692 = load i32, ptr %12, align 4
  %693 = load i32, ptr %11, align 4
  %694 = shl i32 %693, 5
  %695 = load i32, ptr %11, align 4
  %696 = lshr i32 %695, 27
  %697 = or i32 %694, %696
  %698 = add i32 %692, %697
  store i32 %698, ptr %12, align 4
  %699 = load i32, ptr %42, align 4
  store i32 %699, ptr %11, align 4
  %700 = load i32, ptr %11, align 4
  %701 = load i32, ptr %12, align 4
  %702 = load i32, ptr %14, align 4
  %703 = and i32 %701, %702
  %704 = load i32, ptr %14, align 4
  %705 = xor i32 %704, -1
  %706 = load i32, ptr %13, align 4
  %707 = and i32 %705, %706
  %708 = or i32 %703, %707
  %709 = add i32 %700, %708
  %710 = add i32 %709, -1019803690
  %711 = load i32, ptr %15, align 4
  %712 = add i32 %710, %711
  store i32 %712, ptr %11, align 4
  %713 = load i32, ptr %14, align 4
  store i32 %713, ptr %43, align 4
  %714 = load i32, ptr %13, align 4
  store i32 %714, ptr %14, align 4
  %715 = load i32, ptr %12, align 4
  store i32 %715, ptr %13, align 4
  %716 = load i32, ptr %12, align 4
  %717 = load i32, ptr %11, align 4
  %718 = shl i32 %717, 9
  %719 = load i32, ptr %11, align 4
  %720 = lshr i32 %719, 23
  %721 = or i32 %718, %720
  %722 = add i32 %716, %721
  store i32 %722, ptr %12, align 4
  %723 = load i32, ptr %43, align 4
  store i32 %723, ptr %11, align 4
  %724 = load i32, ptr %11, align 4
  %725 = load i32, ptr %12, align 4
  %726 = load i32, ptr %14, align 4
  %727 = and i32 %725, %726
  %728 = load i32, ptr %14, align 4
  %729 = xor i32 %728, -1
  %730 = load i32, ptr %13, align 4
  %731 = and i32 %729, %730
  %732 = or i32 %727, %731
  %733 = add i32 %724, %732
  %734 = add i32 %733, -187363961
  %735 = add i32 %734, 0
  store i32 %735, ptr %11, align 4
  %736 = load i32, ptr %14, align 4
  store i32 %736, ptr %44, align 4
  %737 = load i32, ptr %13, align 4
  store i32 %737, ptr %14, align 4
  %738 = load i32, ptr %12, align 4
  store i32 %738, ptr %13, align 4
  %739 = load i32, ptr %12, align 4
  %740 = load i32, ptr %11, align 4
  %741 = shl i32 %740, 14
  %742 = load i32, ptr %11, align 4
  %743 = lshr i32 %742, 18
  %744 = or i32 %741, %743
  %745 = add i32 %739, %744
  store i32 %745, ptr %12, align 4
  %746 = load i32, ptr %44, align 4
  store i32 %746, ptr %11, align 4
  %747 = load i32, ptr %11, align 4
  %748 = load i32, ptr %12, align 4
  %749 = load i32, ptr %14, align 4
  %750 = and i32 %748, %749
  %751 = load i32, ptr %14, align 4
  %752 = xor i32 %751, -1
  %753 = load i32, ptr %13, align 4
  %754 = and i32 %752, %753
  %755 = or i32 %750, %754
  %756 = add i32 %747, %755
  %757 = add i32 %756, 1163531501
  %758 = add i32 %757, 0
  store i32 %758, ptr %11, align 4
  %759 = load i32, ptr %14, align 4
  store i32 %759, ptr %45, align 4
  %760 = load i32, ptr %13, align 4
  store i32 %760, ptr %14, align 4
  %761 = load i32, ptr %12, align 4
  store i32 %761, ptr %13, align 4
  %762 = load i32, ptr %12, align 4
  %763 = load i32, ptr %11, align 4
  %764 = shl i32 %763, 20
  %765 = load i32, ptr %11, align 4
  %766 = lshr i32 %765, 12
  %767 = or i32 %764, %766
  %768 = add i32 %762, %767
  store i32 %768, ptr %12, align 4
  %769 = load i32, ptr %45, align 4
  store i32 %769, ptr %11, align 4
  %770 = load i32, ptr %11, align 4
  %771 = load i32, ptr %12, align 4
  %772 = load i32, ptr %14, align 4
  %773 = and i32 %771, %772
  %774 = load i32, ptr %14, align 4
  %775 = xor i32 %774, -1
  %776 = load i32, ptr %13, align 4
  %777 = and i32 %775, %776
  %778 = or i32 %773, %777
  %779 = add i32 %770, %778
  %780 = add i32 %779, -1444681467
  %781 = add i32 %780, 0
  store i32 %781, ptr %11, align 4
  %782 = load i32, ptr %14, align 4
  store i32 %782, ptr %46, align 4
  %783 = load i32, ptr %13, align 4
  store i32 %783, ptr %14, align 4
  %784 = load i32, ptr %12, align 4
  store i32 %784, ptr %13, align 4
  %785 = load i32, ptr %12, align 4
  %786 = load i32, ptr %11, align 4
  %787 = shl i32 %786, 5
  %788 = load i32, ptr %11, align 4
  %789 = lshr i32 %788, 27
  %790 = or i32 %787, %789
  %791 = add i32 %785, %790
  store i32 %791, ptr %12, align 4
  %792 = load i32, ptr %46, align 4
  store i32 %792, ptr %11, align 4
  %793 = load i32, ptr %11, align 4
  %794 = load i32, ptr %12, align 4
  %795 = load i32, ptr %14, align 4
  %796 = and i32 %794, %795
  %797 = load i32, ptr %14, align 4
  %798 = xor i32 %797, -1
  %799 = load i32, ptr %13, align 4
  %800 = and i32 %798, %799
  %801 = or i32 %796, %800
  %802 = add i32 %793, %801
  %803 = add i32 %802, -51403784
  %804 = add i32 %803, 0
  store i32 %804, ptr %11, align 4
  %805 = load i32, ptr %14, align 4
  store i32 %805, ptr %47, align 4
  %806 = load i32, ptr %13, align 4
  store i32 %806, ptr %14, align 4
  %807 = load i32, ptr %12, align 4
  store i32 %807, ptr %13, align 4
  %808 = load i32, ptr %12, align 4
  %809 = load i32, ptr %11, align 4
  %810 = shl i32 %809, 9
  %811 = load i32, ptr %11, align 4
  %812 = lshr i32 %811, 23
  %813 = or i32 %810, %812
  %814 = add i32 %808, %813
  store i32 %814, ptr %12, align 4
  %815 = load i32, ptr %47, align 4
  store i32 %815, ptr %11, align 4
  %816 = load i32, ptr %11, align 4
  %817 = load i32, ptr %12, align 4
  %818 = load i32, ptr %14, align 4
  %819 = and i32 %817, %818
  %820 = load i32, ptr %14, align 4
  %821 = xor i32 %820, -1
  %822 = load i32, ptr %13, align 4
  %823 = and i32 %821, %822
  %824 = or i32 %819, %823
  %825 = add i32 %816, %824
  %826 = add i32 %825, 1735328473
  %827 = add i32 %826, 0
  store i32 %827, ptr %11, align 4
  %828 = load i32, ptr %14, align 4
  store i32 %828, ptr %48, align 4
  %829 = load i32, ptr %13, align 4
  store i32 %829, ptr %14, align 4
  %830 = load i32, ptr %12, align 4
  store i32 %830, ptr %13, align 4
  %831 = load i32, ptr %12, align 4
  %832 = load i32, ptr %11, align 4
  %833 = shl i32 %832, 14
  %834 = load i32, ptr %11, align 4
  %835 = lshr i32 %834, 18
  %836 = or i32 %833, %835
  %837 = add i32 %831, %836
  store i32 %837, ptr %12, align 4
  %838 = load i32, ptr %48, align 4
  store i32 %838, ptr %11, align 4
  %839 = load i32, ptr %11, align 4
  %840 = load i32, ptr %12, align 4
  %841 = load i32, ptr %14, align 4
  %842 = and i32 %840, %841
  %843 = load i32, ptr %14, align 4
  %844 = xor i32 %843, -1
  %845 = load i32, ptr %13, align 4
  %846 = and i32 %844, %845
  %847 = or i32 %842, %846
  %848 = add i32 %839, %847
  %849 = add i32 %848, -1926607734
  %850 = add i32 %849, 0
  store i32 %850, ptr %11, align 4
  %851 = load i32, ptr %14, align 4
  store i32 %851, ptr %49, align 4
  %852 = load i32, ptr %13, align 4
  store i32 %852, ptr %14, align 4
  %853 = load i32, ptr %12, align 4
  store i32 %853, ptr %13, align 4
  %854 = load i32, ptr %12, align 4
  %855 = load i32, ptr %11, align 4
  %856 = shl i32 %855, 20
  %857 = load i32, ptr %11, align 4
  %858 = lshr i32 %857, 12
  %859 = or i32 %856, %858
  %860 = add i32 %854, %859
  store i32 %860, ptr %12, align 4
  %861 = load i32, ptr %49, align 4
  store i32 %861, ptr %11, align 4
  %862 = load i32, ptr %11, align 4
  %863 = load i32, ptr %12, align 4
  %864 = load i32, ptr %13, align 4
  %865 = xor i32 %863, %864
  %866 = load i32, ptr %14, align 4
  %867 = xor i32 %865, %866
  %868 = add i32 %862, %867
  %869 = add i32 %868, -378558
  %870 = add i32 %869, 0
  store i32 %870, ptr %11, align 4
  %871 = load i32, ptr %14, align 4
  store i32 %871, ptr %50, align 4
  %872 = load i32, ptr %13, align 4
  store i32 %872, ptr %14, align 4
  %873 = load i32, ptr %12, align 4
  store i32 %873, ptr %13, align 4
  %874 = load i32, ptr %12, align 4
  %875 = load i32, ptr %11, align 4
  %876 = shl i32 %875, 4
  %877 = load i32, ptr %11, align 4
  %878 = lshr i32 %877, 28
  %879 = or i32 %876, %878
  %880 = add i32 %874, %879
  store i32 %880, ptr %12, align 4
  %881 = load i32, ptr %50, align 4
  store i32 %881, ptr %11, align 4
  %882 = load i32, ptr %11, align 4
  %883 = load i32, ptr %12, align 4
  %884 = load i32, ptr %13, align 4
  %885 = xor i32 %883, %884
  %886 = load i32, ptr %14, align 4
  %887 = xor i32 %885, %886
  %888 = add i32 %882, %887
  %889 = add i32 %888, -2022574463
  %890 = add i32 %889, 0
  store i32 %890, ptr %11, align 4
  %891 = load i32, ptr %14, align 4
  store i32 %891, ptr %51, align 4
  %892 = load i32, ptr %13, align 4
  store i32 %892, ptr %14, align 4
  %893 = load i32, ptr %12, align 4
  store i32 %893, ptr %13, align 4
  %894 = load i32, ptr %12, align 4
  %895 = load i32, ptr %11, align 4
  %896 = shl i32 %895, 11
  %897 = load i32, ptr %11, align 4
  %898 = lshr i32 %897, 21
  %899 = or i32 %896, %898
  %900 = add i32 %894, %899
  store i32 %900, ptr %12, align 4
  %901 = load i32, ptr %51, align 4
  store i32 %901, ptr %11, align 4
  %902 = load i32, ptr %11, align 4
  %903 = load i32, ptr %12, align 4
  %904 = load i32, ptr %13, align 4
  %905 = xor i32 %903, %904
  %906 = load i32, ptr %14, align 4
  %907 = xor i32 %905, %906
  %908 = add i32 %902, %907
  %909 = add i32 %908, 1839030562
  %910 = add i32 %909, 0
  store i32 %910, ptr %11, align 4
  %911 = load i32, ptr %14, align 4
  store i32 %911, ptr %52, align 4
  %912 = load i32, ptr %13, align 4
  store i32 %912, ptr %14, align 4
  %913 = load i32, ptr %12, align 4
  store i32 %913, ptr %13, align 4
  %914 = load i32, ptr %12, align 4
  %915 = load i32, ptr %11, align 4
  %916 = shl i32 %915, 16
  %917 = load i32, ptr %11, align 4
  %918 = lshr i32 %917, 16
  %919 = or i32 %916, %918
  %920 = add i32 %914, %919
  store i32 %920, ptr %12, align 4
  %921 = load i32, ptr %52, align 4
  store i32 %921, ptr %11, align 4
  %922 = load i32, ptr %11, align 4
  %923 = load i32, ptr %12, align 4
  %924 = load i32, ptr %13, align 4
  %925 = xor i32 %923, %924
  %926 = load i32, ptr %14, align 4
  %927 = xor i32 %925, %926
  %928 = add i32 %922, %927
  %929 = add i32 %928, -35309556
  %930 = load i32, ptr %15, align 4
  %931 = add i32 %929, %930
  store i32 %931, ptr %11, align 4
  %932 = load i32, ptr %14, align 4
  store i32 %932, ptr %53, align 4
  %933 = load i32, ptr %13, align 4
  store i32 %933, ptr %14, align 4
  %934 = load i32, ptr %12, align 4
  store i32 %934, ptr %13, align 4
  %935 = load i32, ptr %12, align 4
  %936 = load i32, ptr %11, align 4
  %937 = shl i32 %936, 23
  %938 = load i32, ptr %11, align 4
  %939 = lshr i32 %938, 9
  %940 = or i32 %937, %939
  %941 = add i32 %935, %940
  store i32 %941, ptr %12, align 4
  %942 = load i32, ptr %53, align 4
  store i32 %942, ptr %11, align 4
  %943 = load i32, ptr %11, align 4
  %944 = load i32, ptr %12, align 4
  %945 = load i32, ptr %13, align 4
  %946 = xor i32 %944, %945
  %947 = load i32, ptr %14, align 4
  %948 = xor i32 %946, %947
  %949 = add i32 %943, %948
  %950 = add i32 %949, -1530992060
  %951 = load i32, ptr %17, align 4
  %952 = add i32 %950, %951
  store i32 %952, ptr %11, align 4
  %953 = load i32, ptr %14, align 4
  store i32 %953, ptr %54, align 4
  %954 = load i32, ptr %13, align 4
  store i32 %954, ptr %14, align 4
  %955 = load i32, ptr %12, align 4
  store i32 %955, ptr %13, align 4
  %956 = load i32, ptr %12, align 4
  %957 = load i32, ptr %11, align 4
  %958 = shl i32 %957, 4
  %959 = load i32, ptr %11, align 4
  %960 = lshr i32 %959, 28
  %961 = or i32 %958, %960
  %962 = add i32 %956, %961
  store i32 %962, ptr %12, align 4
  %963 = load i32, ptr %54, align 4
  store i32 %963, ptr %11, align 4
  %964 = load i32, ptr %11, align 4
  %965 = load i32, ptr %12, align 4
  %966 = load i32, ptr %13, align 4
  %967 = xor i32 %965, %966
  %968 = load i32, ptr %14, align 4
  %969 = xor i32 %967, %968
  %970 = add i32 %964, %969
  %971 = add i32 %970, 1272893353
  %972 = add i32 %971, 0
  store i32 %972, ptr %11, align 4
  %973 = load i32, ptr %14, align 4
  store i32 %973, ptr %55, align 4
  %974 = load i32, ptr %13, align 4
  store i32 %974, ptr %14, align 4
  %975 = load i32, ptr %12, align 4
  store i32 %975, ptr %13, align 4
  %976 = load i32, ptr %12, align 4
  %977 = load i32, ptr %11, align 4
  %978 = shl i32 %977, 11
  %979 = load i32, ptr %11, align 4
  %980 = lshr i32 %979, 21
  %981 = or i32 %978, %980
  %982 = add i32 %976, %981
  store i32 %982, ptr %12, align 4
  %983 = load i32, ptr %55, align 4
  store i32 %983, ptr %11, align 4
  %984 = load i32, ptr %11, align 4
  %985 = load i32, ptr %12, align 4
  %986 = load i32, ptr %13, align 4
  %987 = xor i32 %985, %986
  %988 = load i32, ptr %14, align 4
  %989 = xor i32 %987, %988
  %990 = add i32 %984, %989
  %991 = add i32 %990, -155497632
  %992 = add i32 %991, 0
  store i32 %992, ptr %11, align 4
  %993 = load i32, ptr %14, align 4
  store i32 %993, ptr %56, align 4
  %994 = load i32, ptr %13, align 4
  store i32 %994, ptr %14, align 4
  %995 = load i32, ptr %12, align 4
  store i32 %995, ptr %13, align 4
  %996 = load i32, ptr %12, align 4
  %997 = load i32, ptr %11, align 4
  %998 = shl i32 %997, 16
  %999 = load i32, ptr %11, align 4
  %1000 = lshr i32 %999, 16
  %1001 = or i32 %998, %1000
  %1002 = add i32 %996, %1001
  store i32 %1002, ptr %12, align 4
  %1003 = load i32, ptr %56, align 4
  store i32 %1003, ptr %11, align 4
  %1004 = load i32, ptr %11, align 4
  %1005 = load i32, ptr %12, align 4
  %1006 = load i32, ptr %13, align 4
  %1007 = xor i32 %1005, %1006
  %1008 = load i32, ptr %14, align 4
  %1009 = xor i32 %1007, %1008
  %1010 = add i32 %1004, %1009
  %1011 = add i32 %1010, -1094730640
  %1012 = add i32 %1011, 0
  store i32 %1012, ptr %11, align 4
  %1013 = load i32, ptr %14, align 4
  store i32 %1013, ptr %57, align 4
  %1014 = load i32, ptr %13, align 4
  store i32 %1014, ptr %14, align 4
  %1015 = load i32, ptr %12, align 4
  store i32 %1015, ptr %13, align 4
  %1016 = load i32, ptr %12, align 4
  %1017 = load i32, ptr %11, align 4
  %1018 = shl i32 %1017, 23
  %1019 = load i32, ptr %11, align 4
  %1020 = lshr i32 %1019, 9
  %1021 = or i32 %1018, %1020
  %1022 = add i32 %1016, %1021
  store i32 %1022, ptr %12, align 4
  %1023 = load i32, ptr %57, align 4
  store i32 %1023, ptr %11, align 4
  %1024 = load i32, ptr %11, align 4
  %1025 = load i32, ptr %12, align 4
  %1026 = load i32, ptr %13, align 4
  %1027 = xor i32 %1025, %1026
  %1028 = load i32, ptr %14, align 4
  %1029 = xor i32 %1027, %1028
  %1030 = add i32 %1024, %1029
  %1031 = add i32 %1030, 681279174
  %1032 = add i32 %1031, 0
  store i32 %1032, ptr %11, align 4
  %1033 = load i32, ptr %14, align 4
  store i32 %1033, ptr %58, align 4
  %1034 = load i32, ptr %13, align 4
  store i32 %1034, ptr %14, align 4
  %1035 = load i32, ptr %12, align 4
  store i32 %1035, ptr %13, align 4
  %1036 = load i32, ptr %12, align 4
  %1037 = load i32, ptr %11, align 4
  %1038 = shl i32 %1037, 4
  %1039 = load i32, ptr %11, align 4
  %1040 = lshr i32 %1039, 28
  %1041 = or i32 %1038, %1040
  %1042 = add i32 %1036, %1041
  store i32 %1042, ptr %12, align 4
  %1043 = load i32, ptr %58, align 4
  store i32 %1043, ptr %11, align 4
  %1044 = load i32, ptr %11, align 4
  %1045 = load i32, ptr %12, align 4
  %1046 = load i32, ptr %13, align 4
  %1047 = xor i32 %1045, %1046
  %1048 = load i32, ptr %14, align 4
  %1049 = xor i32 %1047, %1048
  %1050 = add i32 %1044, %1049
  %1051 = add i32 %1050, -358537222
  %1052 = load i32, ptr %16, align 4
  %1053 = add i32 %1051, %1052
  store i32 %1053, ptr %11, align 4
  %1054 = load i32, ptr %14, align 4
  store i32 %1054, ptr %59, align 4
  %1055 = load i32, ptr %13, align 4
  store i32 %1055, ptr %14, align 4
  %1056 = load i32, ptr %12, align 4
  store i32 %1056, ptr %13, align 4
  %1057 = load i32, ptr %12, align 4
  %1058 = load i32, ptr %11, align 4
  %1059 = shl i32 %1058, 11
  %1060 = load i32, ptr %11, align 4
  %1061 = lshr i32 %1060, 21
  %1062 = or i32 %1059, %1061
  %1063 = add i32 %1057, %1062
  store i32 %1063, ptr %12, align 4
  %1064 = load i32, ptr %59, align 4
  store i32 %1064, ptr %11, align 4
  %1065 = load i32, ptr %11, align 4
  %1066 = load i32, ptr %12, align 4
  %1067 = load i32, ptr %13, align 4
  %1068 = xor i32 %1066, %1067
  %1069 = load i32, ptr %14, align 4
  %1070 = xor i32 %1068, %1069
  %1071 = add i32 %1065, %1070
  %1072 = add i32 %1071, -722521979
  %1073 = add i32 %1072, 0
  store i32 %1073, ptr %11, align 4
  %1074 = load i32, ptr %14, align 4
  store i32 %1074, ptr %60, align 4
  %1075 = load i32, ptr %13, align 4
  store i32 %1075, ptr %14, align 4
  %1076 = load i32, ptr %12, align 4
  store i32 %1076, ptr %13, align 4
  %1077 = load i32, ptr %12, align 4
  %1078 = load i32, ptr %11, align 4
  %1079 = shl i32 %1078, 16
  %1080 = load i32, ptr %11, align 4
  %1081 = lshr i32 %1080, 16
  %1082 = or i32 %1079, %1081
  %1083 = add i32 %1077, %1082
  store i32 %1083, ptr %12, align 4
  %1084 = load i32, ptr %60, align 4
  store i32 %1084, ptr %11, align 4
  %1085 = load i32, ptr %11, align 4
  %1086 = load i32, ptr %12, align 4
  %1087 = load i32, ptr %13, align 4
  %1088 = xor i32 %1086, %1087
  %1089 = load i32, ptr %14, align 4
  %1090 = xor i32 %1088, %1089
  %1091 = add i32 %1085, %1090
  %1092 = add i32 %1091, 76029189
  %1093 = add i32 %1092, 0
  store i32 %1093, ptr %11, align 4
  %1094 = load i32, ptr %14, align 4
  store i32 %1094, ptr %61, align 4
  %1095 = load i32, ptr %13, align 4
  store i32 %1095, ptr %14, align 4
  %1096 = load i32, ptr %12, align 4
  store i32 %1096, ptr %13, align 4
  %1097 = load i32, ptr %12, align 4
  %1098 = load i32, ptr %11, align 4
  %1099 = shl i32 %1098, 23
  %1100 = load i32, ptr %11, align 4
  %1101 = lshr i32 %1100, 9
  %1102 = or i32 %1099, %1101
  %1103 = add i32 %1097, %1102
  store i32 %1103, ptr %12, align 4
  %1104 = load i32, ptr %61, align 4
  store i32 %1104, ptr %11, align 4
  %1105 = load i32, ptr %11, align 4
  %1106 = load i32, ptr %12, align 4
  %1107 = load i32, ptr %13, align 4
  %1108 = xor i32 %1106, %1107
  %1109 = load i32, ptr %14, align 4
  %1110 = xor i32 %1108, %1109
  %1111 = add i32 %1105, %1110
  %1112 = add i32 %1111, -640364487
  %1113 = add i32 %1112, 0
  store i32 %1113, ptr %11, align 4
  %1114 = load i32, ptr %14, align 4
  store i32 %1114, ptr %62, align 4
  %1115 = load i32, ptr %13, align 4
  store i32 %1115, ptr %14, align 4
  %1116 = load i32, ptr %12, align 4
  store i32 %1116, ptr %13, align 4
  %1117 = load i32, ptr %12, align 4
  %1118 = load i32, ptr %11, align 4
  %1119 = shl i32 %1118, 4
  %1120 = load i32, ptr %11, align 4
  %1121 = lshr i32 %1120, 28
  %1122 = or i32 %1119, %1121
  %1123 = add i32 %1117, %1122
  store i32 %1123, ptr %12, align 4
  %1124 = load i32, ptr %62, align 4
  store i32 %1124, ptr %11, align 4
  %1125 = load i32, ptr %11, align 4
  %1126 = load i32, ptr %12, align 4
  %1127 = load i32, ptr %13, align 4
  %1128 = xor i32 %1126, %1127
  %1129 = load i32, ptr %14, align 4
  %1130 = xor i32 %1128, %1129
  %1131 = add i32 %1125, %1130
  %1132 = add i32 %1131, -421815835
  %1133 = add i32 %1132, 0
  store i32 %1133, ptr %11, align 4
  %1134 = load i32, ptr %14, align 4
  store i32 %1134, ptr %63, align 4
  %1135 = load i32, ptr %13, align 4
  store i32 %1135, ptr %14, align 4
  %1136 = load i32, ptr %12, align 4
  store i32 %1136, ptr %13, align 4
  %1137 = load i32, ptr %12, align 4
  %1138 = load i32, ptr %11, align 4
  %1139 = shl i32 %1138, 11
  %1140 = load i32, ptr %11, align 4
  %1141 = lshr i32 %1140, 21
  %1142 = or i32 %1139, %1141
  %1143 = add i32 %1137, %1142
  store i32 %1143, ptr %12, align 4
  %1144 = load i32, ptr %63, align 4
  store i32 %1144, ptr %11, align 4
  %1145 = load i32, ptr %11, align 4
  %1146 = load i32, ptr %12, align 4
  %1147 = load i32, ptr %13, align 4
  %1148 = xor i32 %1146, %1147
  %1149 = load i32, ptr %14, align 4
  %1150 = xor i32 %1148, %1149
  %1151 = add i32 %1145, %1150
  %1152 = add i32 %1151, 530742520
  %1153 = add i32 %1152, 0
  store i32 %1153, ptr %11, align 4
  %1154 = load i32, ptr %14, align 4
  store i32 %1154, ptr %64, align 4
  %1155 = load i32, ptr %13, align 4
  store i32 %1155, ptr %14, align 4
  %1156 = load i32, ptr %12, align 4
  store i32 %1156, ptr %13, align 4
  %1157 = load i32, ptr %12, align 4
  %1158 = load i32, ptr %11, align 4
  %1159 = shl i32 %1158, 16
  %1160 = load i32, ptr %11, align 4
  %1161 = lshr i32 %1160, 16
  %1162 = or i32 %1159, %1161
  %1163 = add i32 %1157, %1162
  store i32 %1163, ptr %12, align 4
  %1164 = load i32, ptr %64, align 4
  store i32 %1164, ptr %11, align 4
  %1165 = load i32, ptr %11, align 4
  %1166 = load i32, ptr %12, align 4
  %1167 = load i32, ptr %13, align 4
  %1168 = xor i32 %1166, %1167
  %1169 = load i32, ptr %14, align 4
  %1170 = xor i32 %1168, %1169
  %1171 = add i32 %1165, %1170
  %1172 = add i32 %1171, -995338651
  %1173 = add i32 %1172, 0
  store i32 %1173, ptr %11, align 4
  %1174 = load i32, ptr %14, align 4
  store i32 %1174, ptr %65, align 4
  %1175 = load i32, ptr %13, align 4
  store i32 %1175, ptr %14, align 4
  %1176 = load i32, ptr %12, align 4
  store i32 %1176, ptr %13, align 4
  %1177 = load i32, ptr %12, align 4
  %1178 = load i32, ptr %11, align 4
  %1179 = shl i32 %1178, 23
  %1180 = load i32, ptr %11, align 4
  %1181 = lshr i32 %1180, 9
  %1182 = or i32 %1179, %1181
  %1183 = add i32 %1177, %1182
  store i32 %1183, ptr %12, align 4
  %1184 = load i32, ptr %65, align 4
  store i32 %1184, ptr %11, align 4
  %1185 = load i32, ptr %11, align 4
  %1186 = load i32, ptr %13, align 4
  %1187 = load i32, ptr %12, align 4
  %1188 = load i32, ptr %14, align 4
  %1189 = xor i32 %1188, -1
  %1190 = or i32 %1187, %1189
  %1191 = xor i32 %1186, %1190
  %1192 = add i32 %1185, %1191
  %1193 = add i32 %1192, -198630844
  %1194 = load i32, ptr %16, align 4
  %1195 = add i32 %1193, %1194
  store i32 %1195, ptr %11, align 4
  %1196 = load i32, ptr %14, align 4
  store i32 %1196, ptr %66, align 4
  %1197 = load i32, ptr %13, align 4
  store i32 %1197, ptr %14, align 4
  %1198 = load i32, ptr %12, align 4
  store i32 %1198, ptr %13, align 4
  %1199 = load i32, ptr %12, align 4
  %1200 = load i32, ptr %11, align 4
  %1201 = shl i32 %1200, 6
  %1202 = load i32, ptr %11, align 4
  %1203 = lshr i32 %1202, 26
  %1204 = or i32 %1201, %1203
  %1205 = add i32 %1199, %1204
  store i32 %1205, ptr %12, align 4
  %1206 = load i32, ptr %66, align 4
  store i32 %1206, ptr %11, align 4
  %1207 = load i32, ptr %11, align 4
  %1208 = load i32, ptr %13, align 4
  %1209 = load i32, ptr %12, align 4
  %1210 = load i32, ptr %14, align 4
  %1211 = xor i32 %1210, -1
  %1212 = or i32 %1209, %1211
  %1213 = xor i32 %1208, %1212
  %1214 = add i32 %1207, %1213
  %1215 = add i32 %1214, 1126891415
  %1216 = add i32 %1215, 0
  store i32 %1216, ptr %11, align 4
  %1217 = load i32, ptr %14, align 4
  store i32 %1217, ptr %67, align 4
  %1218 = load i32, ptr %13, align 4
  store i32 %1218, ptr %14, align 4
  %1219 = load i32, ptr %12, align 4
  store i32 %1219, ptr %13, align 4
  %1220 = load i32, ptr %12, align 4
  %1221 = load i32, ptr %11, align 4
  %1222 = shl i32 %1221, 10
  %1223 = load i32, ptr %11, align 4
  %1224 = lshr i32 %1223, 22
  %1225 = or i32 %1222, %1224
  %1226 = add i32 %1220, %1225
  store i32 %1226, ptr %12, align 4
  %1227 = load i32, ptr %67, align 4
  store i32 %1227, ptr %11, align 4
  %1228 = load i32, ptr %11, align 4
  %1229 = load i32, ptr %13, align 4
  %1230 = load i32, ptr %12, align 4
  %1231 = load i32, ptr %14, align 4
  %1232 = xor i32 %1231, -1
  %1233 = or i32 %1230, %1232
  %1234 = xor i32 %1229, %1233
  %1235 = add i32 %1228, %1234
  %1236 = add i32 %1235, -1416354905
  %1237 = load i32, ptr %15, align 4
  %1238 = add i32 %1236, %1237
  store i32 %1238, ptr %11, align 4
  %1239 = load i32, ptr %14, align 4
  store i32 %1239, ptr %68, align 4
  %1240 = load i32, ptr %13, align 4
  store i32 %1240, ptr %14, align 4
  %1241 = load i32, ptr %12, align 4
  store i32 %1241, ptr %13, align 4
  %1242 = load i32, ptr %12, align 4
  %1243 = load i32, ptr %11, align 4
  %1244 = shl i32 %1243, 15
  %1245 = load i32, ptr %11, align 4
  %1246 = lshr i32 %1245, 17
  %1247 = or i32 %1244, %1246
  %1248 = add i32 %1242, %1247
  store i32 %1248, ptr %12, align 4
  %1249 = load i32, ptr %68, align 4
  store i32 %1249, ptr %11, align 4
  %1250 = load i32, ptr %11, align 4
  %1251 = load i32, ptr %13, align 4
  %1252 = load i32, ptr %12, align 4
  %1253 = load i32, ptr %14, align 4
  %1254 = xor i32 %1253, -1
  %1255 = or i32 %1252, %1254
  %1256 = xor i32 %1251, %1255
  %1257 = add i32 %1250, %1256
  %1258 = add i32 %1257, -57434055
  %1259 = add i32 %1258, 0
  store i32 %1259, ptr %11, align 4
  %1260 = load i32, ptr %14, align 4
  store i32 %1260, ptr %69, align 4
  %1261 = load i32, ptr %13, align 4
  store i32 %1261, ptr %14, align 4
  %1262 = load i32, ptr %12, align 4
  store i32 %1262, ptr %13, align 4
  %1263 = load i32, ptr %12, align 4
  %1264 = load i32, ptr %11, align 4
  %1265 = shl i32 %1264, 21
  %1266 = load i32, ptr %11, align 4
  %1267 = lshr i32 %1266, 11
  %1268 = or i32 %1265, %1267
  %1269 = add i32 %1263, %1268
  store i32 %1269, ptr %12, align 4
  %1270 = load i32, ptr %69, align 4
  store i32 %1270, ptr %11, align 4
  %1271 = load i32, ptr %11, align 4
  %1272 = load i32, ptr %13, align 4
  %1273 = load i32, ptr %12, align 4
  %1274 = load i32, ptr %14, align 4
  %1275 = xor i32 %1274, -1
  %1276 = or i32 %1273, %1275
  %1277 = xor i32 %1272, %1276
  %1278 = add i32 %1271, %1277
  %1279 = add i32 %1278, 1700485571
  %1280 = add i32 %1279, 0
  store i32 %1280, ptr %11, align 4
  %1281 = load i32, ptr %14, align 4
  store i32 %1281, ptr %70, align 4
  %1282 = load i32, ptr %13, align 4
  store i32 %1282, ptr %14, align 4
  %1283 = load i32, ptr %12, align 4
  store i32 %1283, ptr %13, align 4
  %1284 = load i32, ptr %12, align 4
  %1285 = load i32, ptr %11, align 4
  %1286 = shl i32 %1285, 6
  %1287 = load i32, ptr %11, align 4
  %1288 = lshr i32 %1287, 26
  %1289 = or i32 %1286, %1288
  %1290 = add i32 %1284, %1289
  store i32 %1290, ptr %12, align 4
  %1291 = load i32, ptr %70, align 4
  store i32 %1291, ptr %11, align 4
  %1292 = load i32, ptr %11, align 4
  %1293 = load i32, ptr %13, align 4
  %1294 = load i32, ptr %12, align 4
  %1295 = load i32, ptr %14, align 4
  %1296 = xor i32 %1295, -1
  %1297 = or i32 %1294, %1296
  %1298 = xor i32 %1293, %1297
  %1299 = add i32 %1292, %1298
  %1300 = add i32 %1299, -1894986606
  %1301 = add i32 %1300, 0
  store i32 %1301, ptr %11, align 4
  %1302 = load i32, ptr %14, align 4
  store i32 %1302, ptr %71, align 4
  %1303 = load i32, ptr %13, align 4
  store i32 %1303, ptr %14, align 4
  %1304 = load i32, ptr %12, align 4
  store i32 %1304, ptr %13, align 4
  %1305 = load i32, ptr %12, align 4
  %1306 = load i32, ptr %11, align 4
  %1307 = shl i32 %1306, 10
  %1308 = load i32, ptr %11, align 4
  %1309 = lshr i32 %1308, 22
  %1310 = or i32 %1307, %1309
  %1311 = add i32 %1305, %1310
  store i32 %1311, ptr %12, align 4
  %1312 = load i32, ptr %71, align 4
  store i32 %1312, ptr %11, align 4
  %1313 = load i32, ptr %11, align 4
  %1314 = load i32, ptr %13, align 4
  %1315 = load i32, ptr %12, align 4
  %1316 = load i32, ptr %14, align 4
  %1317 = xor i32 %1316, -1
  %1318 = or i32 %1315, %1317
  %1319 = xor i32 %1314, %1318
  %1320 = add i32 %1313, %1319
  %1321 = add i32 %1320, -1051523
  %1322 = add i32 %1321, 0
  store i32 %1322, ptr %11, align 4
  %1323 = load i32, ptr %14, align 4
  store i32 %1323, ptr %72, align 4
  %1324 = load i32, ptr %13, align 4
  store i32 %1324, ptr %14, align 4
  %1325 = load i32, ptr %12, align 4
  store i32 %1325, ptr %13, align 4
  %1326 = load i32, ptr %12, align 4
  %1327 = load i32, ptr %11, align 4
  %1328 = shl i32 %1327, 15
  %1329 = load i32, ptr %11, align 4
  %1330 = lshr i32 %1329, 17
  %1331 = or i32 %1328, %1330
  %1332 = add i32 %1326, %1331
  store i32 %1332, ptr %12, align 4
  %1333 = load i32, ptr %72, align 4
  store i32 %1333, ptr %11, align 4
  %1334 = load i32, ptr %11, align 4
  %1335 = load i32, ptr %13, align 4
  %1336 = load i32, ptr %12, align 4
  %1337 = load i32, ptr %14, align 4
  %1338 = xor i32 %1337, -1
  %1339 = or i32 %1336, %1338
  %1340 = xor i32 %1335, %1339
  %1341 = add i32 %1334, %1340
  %1342 = add i32 %1341, -2054922799
  %1343 = load i32, ptr %17, align 4
  %1344 = add i32 %1342, %1343
  store i32 %1344, ptr %11, align 4
  %1345 = load i32, ptr %14, align 4
  store i32 %1345, ptr %73, align 4
  %1346 = load i32, ptr %13, align 4
  store i32 %1346, ptr %14, align 4
  %1347 = load i32, ptr %12, align 4
  store i32 %1347, ptr %13, align 4
  %1348 = load i32, ptr %12, align 4
  %1349 = load i32, ptr %11, align 4
  %1350 = shl i32 %1349, 21
  %1351 = load i32, ptr %11, align 4
  %1352 = lshr i32 %1351, 11
  %1353 = or i32 %1350, %1352
  %1354 = add i32 %1348, %1353
  store i32 %1354, ptr %12, align 4
  %1355 = load i32, ptr %73, align 4
  store i32 %1355, ptr %11, align 4
  %1356 = load i32, ptr %11, align 4
  %1357 = load i32, ptr %13, align 4
  %1358 = load i32, ptr %12, align 4
  %1359 = load i32, ptr %14, align 4
  %1360 = xor i32 %1359, -1
  %1361 = or i32 %1358, %1360
  %1362 = xor i32 %1357, %1361
  %1363 = add i32 %1356, %1362
  %1364 = add i32 %1363, 1873313359
  %1365 = add i32 %1364, 0
  store i32 %1365, ptr %11, align 4
  %1366 = load i32, ptr %14, align 4
  store i32 %1366, ptr %74, align 4
  %1367 = load i32, ptr %13, align 4
  store i32 %1367, ptr %14, align 4
  %1368 = load i32, ptr %12, align 4
  store i32 %1368, ptr %13, align 4
  %1369 = load i32, ptr %12, align 4
  %1370 = load i32, ptr %11, align 4
  %1371 = shl i32 %1370, 6
  %1372 = load i32, ptr %11, align 4
  %1373 = lshr i32 %1372, 26
  %1374 = or i32 %1371, %1373
  %1375 = add i32 %1369, %1374
  store i32 %1375, ptr %12, align 4
  %1376 = load i32, ptr %74, align 4
  store i32 %1376, ptr %11, align 4
  %1377 = load i32, ptr %11, align 4
  %1378 = load i32, ptr %13, align 4
  %1379 = load i32, ptr %12, align 4
  %1380 = load i32, ptr %14, align 4
  %1381 = xor i32 %1380, -1
  %1382 = or i32 %1379, %1381
  %1383 = xor i32 %1378, %1382
  %1384 = add i32 %1377, %1383
  %1385 = add i32 %1384, -30611744
  %1386 = add i32 %1385, 0
  store i32 %1386, ptr %11, align 4
  %1387 = load i32, ptr %14, align 4
  store i32 %1387, ptr %75, align 4
  %1388 = load i32, ptr %13, align 4
  store i32 %1388, ptr %14, align 4
  %1389 = load i32, ptr %12, align 4
  store i32 %1389, ptr %13, align 4
  %1390 = load i32, ptr %12, align 4
  %1391 = load i32, ptr %11, align 4
  %1392 = shl i32 %1391, 10
  %1393 = load i32, ptr %11, align 4
  %1394 = lshr i32 %1393, 22
  %1395 = or i32 %1392, %1394
  %1396 = add i32 %1390, %1395
  store i32 %1396, ptr %12, align 4
  %1397 = load i32, ptr %75, align 4
  store i32 %1397, ptr %11, align 4
  %1398 = load i32, ptr %11, align 4
  %1399 = load i32, ptr %13, align 4
  %1400 = load i32, ptr %12, align 4
  %1401 = load i32, ptr %14, align 4
  %1402 = xor i32 %1401, -1
  %1403 = or i32 %1400, %1402
  %1404 = xor i32 %1399, %1403
  %1405 = add i32 %1398, %1404
  %1406 = add i32 %1405, -1560198380
  %1407 = add i32 %1406, 0
  store i32 %1407, ptr %11, align 4
  %1408 = load i32, ptr %14, align 4
  store i32 %1408, ptr %76, align 4
  %1409 = load i32, ptr %13, align 4
  store i32 %1409, ptr %14, align 4
  %1410 = load i32, ptr %12, align 4
  store i32 %1410, ptr %13, align 4
  %1411 = load i32, ptr %12, align 4
  %1412 = load i32, ptr %11, align 4
  %1413 = shl i32 %1412, 15
  %1414 = load i32, ptr %11, align 4
  %1415 = lshr i32 %1414, 17
  %1416 = or i32 %1413, %1415
  %1417 = add i32 %1411, %1416
  store i32 %1417, ptr %12, align 4
  %1418 = load i32, ptr %76, align 4
  store i32 %1418, ptr %11, align 4
  %1419 = load i32, ptr %11, align 4
  %1420 = load i32, ptr %13, align 4
  %1421 = load i32, ptr %12, align 4
  %1422 = load i32, ptr %14, align 4
  %1423 = xor i32 %1422, -1
  %1424 = or i32 %1421, %1423
  %1425 = xor i32 %1420, %1424
  %1426 = add i32 %1419, %1425
  %1427 = add i32 %1426, 1309151649
  %1428 = add i32 %1427, 0
  store i32 %1428, ptr %11, align 4
  %1429 = load i32, ptr %14, align 4
  store i32 %1429, ptr %77, align 4
  %1430 = load i32, ptr %13, align 4
  store i32 %1430, ptr %14, align 4
  %1431 = load i32, ptr %12, align 4
  store i32 %1431, ptr %13, align 4
  %1432 = load i32, ptr %12, align 4
  %1433 = load i32, ptr %11, align 4
  %1434 = shl i32 %1433, 21
  %1435 = load i32, ptr %11, align 4
  %1436 = lshr i32 %1435, 11
  %1437 = or i32 %1434, %1436
  %1438 = add i32 %1432, %1437
  store i32 %1438, ptr %12, align 4
  %1439 = load i32, ptr %77, align 4
  store i32 %1439, ptr %11, align 4
  %1440 = load i32, ptr %11, align 4
  %1441 = load i32, ptr %13, align 4
  %1442 = load i32, ptr %12, align 4
  %1443 = load i32, ptr %14, align 4
  %1444 = xor i32 %1443, -1
  %1445 = or i32 %1442, %1444
  %1446 = xor i32 %1441, %1445
  %1447 = add i32 %1440, %1446
  %1448 = add i32 %1447, -145523070
  %1449 = add i32 %1448, 0
  store i32 %1449, ptr %11, align 4
  %1450 = load i32, ptr %14, align 4
  store i32 %1450, ptr %78, align 4
  %1451 = load i32, ptr %13, align 4
  store i32 %1451, ptr %14, align 4
  %1452 = load i32, ptr %12, align 4
  store i32 %1452, ptr %13, align 4
  %1453 = load i32, ptr %12, align 4
  %1454 = load i32, ptr %11, align 4
  %1455 = shl i32 %1454, 6
  %1456 = load i32, ptr %11, align 4
  %1457 = lshr i32 %1456, 26
  %1458 = or i32 %1455, %1457
  %1459 = add i32 %1453, %1458
  store i32 %1459, ptr %12, align 4
  %1460 = load i32, ptr %78, align 4
  store i32 %1460, ptr %11, align 4
  %1461 = load i32, ptr %11, align 4
  %1462 = load i32, ptr %13, align 4
  %1463 = load i32, ptr %12, align 4
  %1464 = load i32, ptr %14, align 4
  %1465 = xor i32 %1464, -1
  %1466 = or i32 %1463, %1465
  %1467 = xor i32 %1462, %1466
  %1468 = add i32 %1461, %1467
  %1469 = add i32 %1468, -1120210379
  %1470 = add i32 %1469, 0
  store i32 %1470, ptr %11, align 4
  %1471 = load i32, ptr %14, align 4
  store i32 %1471, ptr %79, align 4
  %1472 = load i32, ptr %13, align 4
  store i32 %1472, ptr %14, align 4
  %1473 = load i32, ptr %12, align 4
  store i32 %1473, ptr %13, align 4
  %1474 = load i32, ptr %12, align 4
  %1475 = load i32, ptr %11, align 4
  %1476 = shl i32 %1475, 10
  %1477 = load i32, ptr %11, align 4
  %1478 = lshr i32 %1477, 22
  %1479 = or i32 %1476, %1478
  %1480 = add i32 %1474, %1479
  store i32 %1480, ptr %12, align 4
  %1481 = load i32, ptr %79, align 4
  store i32 %1481, ptr %11, align 4
  %1482 = load i32, ptr %11, align 4
  %1483 = load i32, ptr %13, align 4
  %1484 = load i32, ptr %12, align 4
  %1485 = load i32, ptr %14, align 4
  %1486 = xor i32 %1485, -1
  %1487 = or i32 %1484, %1486
  %1488 = xor i32 %1483, %1487
  %1489 = add i32 %1482, %1488
  %1490 = add i32 %1489, 718787259
  %1491 = add i32 %1490, 0
  store i32 %1491, ptr %11, align 4
  %1492 = load i32, ptr %14, align 4
  store i32 %1492, ptr %80, align 4
  %1493 = load i32, ptr %13, align 4
  store i32 %1493, ptr %14, align 4
  %1494 = load i32, ptr %12, align 4
  store i32 %1494, ptr %13, align 4
  %1495 = load i32, ptr %12, align 4
  %1496 = load i32, ptr %11, align 4
  %1497 = shl i32 %1496, 15
  %1498 = load i32, ptr %11, align 4
  %1499 = lshr i32 %1498, 17
  %1500 = or i32 %1497, %1499
  %1501 = add i32 %1495, %1500
  store i32 %1501, ptr %12, align 4
  %1502 = load i32, ptr %80, align 4
  store i32 %1502, ptr %11, align 4
  %1503 = load i32, ptr %11, align 4
  %1504 = load i32, ptr %13, align 4
  %1505 = load i32, ptr %12, align 4
  %1506 = load i32, ptr %14, align 4
  %1507 = xor i32 %1506, -1
  %1508 = or i32 %1505, %1507
  %1509 = xor i32 %1504, %1508
  %1510 = add i32 %1503, %1509
  %1511 = add i32 %1510, -343485551
  %1512 = add i32 %1511, 0
  store i32 %1512, ptr %11, align 4
  %1513 = load i32, ptr %14, align 4
  store i32 %1513, ptr %81, align 4
  %1514 = load i32, ptr %13, align 4
  store i32 %1514, ptr %14, align 4
  %1515 = load i32, ptr %12, align 4
  store i32 %1515, ptr %13, align 4
  %1516 = load i32, ptr %12, align 4
  %1517 = load i32, ptr %11, align 4
  %1518 = shl i32 %1517, 21
  %1519 = load i32, ptr %11, align 4
  %1520 = lshr i32 %1519, 11
  %1521 = or i32 %1518, %1520
  %1522 = add i32 %1516, %1521
  store i32 %1522, ptr %12, align 4
  %1523 = load i32, ptr %81, align 4
  store i32 %1523, ptr %11, align 4
  %1524 = load i32, ptr %11, align 4
  %1525 = load i32, ptr %7, align 4
  %1526 = add i32 %1525, %1524
  store i32 %1526, ptr %7, align 4
  %1527 = load i32, ptr %12, align 4
  %1528 = load i32, ptr %8, align 4
  %1529 = add i32 %1528, %1527
  store i32 %1529, ptr %8, align 4
  %1530 = load i32, ptr %13, align 4
  %1531 = load i32, ptr %9, align 4
  %1532 = add i32 %1531, %1530
  store i32 %1532, ptr %9, align 4
  %1533 = load i32, ptr %14, align 4
  %1534 = load i32, ptr %10, align 4
  %1535 = add i32 %1534, %1533
  store i32 %1535, ptr %10, align 4
  %1536 = load i32, ptr %7, align 4
  %1537 = load ptr, ptr %6, align 8
  %1538 = getelementptr inbounds i32, ptr %1537, i64 0
  store i32 %1536, ptr %1538, align 4
  %1539 = load i32, ptr %8, align 4
  %1540 = load ptr, ptr %6, align 8
  %1541 = getelementptr inbounds i32, ptr %1540, i64 1
  store i32 %1539, ptr %1541, align 4
  %1542 = load i32, ptr %9, align 4
  %1543 = load ptr, ptr %6, align 8
  %1544 = getelementptr inbounds i32, ptr %1543, i64 2
  store i32 %1542, ptr %1544, align 4
  %1545 = load i32, ptr %10, align 4
  %1546 = load ptr, ptr %6, align 8
  %1547 = getelementptr inbounds i32, ptr %1546, i64 3
  store i32 %1545, ptr %1547, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z24FindKeyWithDigest_KerneljjjjiiiPiPhPj, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
