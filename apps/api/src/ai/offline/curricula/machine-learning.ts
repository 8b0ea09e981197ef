import type { TrackInput } from '../curriculum-schema';

export const track: TrackInput = {
  id: 'machine-learning',
  title: 'Machine Learning',
  keywords: [
    'machine learning',
    'ml',
    'ai',
    'artificial intelligence',
    'scikit-learn',
    'sklearn',
    'deep learning',
    'neural networks',
    'pytorch',
    'predictive modeling',
    'model training',
    'classification',
    'regression models',
    'supervised learning',
    'feature engineering',
    'ml engineer',
  ],
  summary:
    'Learn practical machine learning with Python, scikit-learn and an introduction to PyTorch: build and ship a house-price predictor in week one, master the fundamentals (linear models, gradient descent, overfitting, classification metrics, regularisation, trees) in week two, intermediate skills (ensembles, tuning, pipelines for messy data, leakage, clustering, PCA, interpretation, text) in week three, and in week four neural networks in PyTorch plus an end-to-end churn-prediction capstone served with FastAPI, finishing with monitoring and interview preparation.',
  starterProject:
    'A house-price predictor on the California Housing dataset: explore the data, set a baseline, train and compare models in a scikit-learn Pipeline, validate with cross-validation, save the model with joblib and predict prices for new districts from a small script.',
  days: [
    {
      topicName: 'What machine learning is, setup, and exploring the housing data',
      explanation: `**Machine learning** is building programs whose behaviour is *learned from examples* instead of hand-written rules. In **supervised learning** you give the algorithm inputs (**features**, written X) paired with known answers (**labels** or **targets**, y); it fits a **model** that maps new inputs to predictions. Predicting a number is **regression**; predicting a category is **classification**.

This week you'll build a **house-price predictor** on the California Housing dataset (20,640 districts from the 1990 US census). Each row has 8 features — median income (\`MedInc\`, in tens of thousands of dollars), house age, average rooms, bedrooms, population, occupancy, latitude and longitude — and the target \`MedHouseVal\`, the median house value in units of **$100,000**.

\`\`\`bash
python -m venv .venv && source .venv/bin/activate
pip install scikit-learn pandas matplotlib seaborn jupyterlab joblib
\`\`\`

\`\`\`python
from sklearn.datasets import fetch_california_housing
import matplotlib.pyplot as plt

housing = fetch_california_housing(as_frame=True)    # downloads once, then cached
df = housing.frame                                    # features + MedHouseVal
print(df.shape)                                       # (20640, 9)
print(df.describe().T[["mean", "min", "max"]])
print(df.corr()["MedHouseVal"].sort_values())         # MedInc correlates most (~0.69)

df["MedHouseVal"].hist(bins=50)
df.plot.scatter(x="Longitude", y="Latitude", c="MedHouseVal",
                cmap="viridis", s=2, alpha=0.4)       # coastal areas are pricier
plt.show()
\`\`\`

Exploration tells you what a model will have to learn: income is the strongest single signal, location matters (the scatter literally draws California with expensive coastal clusters around LA and the Bay Area), and some features have extreme values (a few districts report dozens of average occupants).

**Common mistake:** skipping the target histogram. This target is **capped**: hundreds of districts sit at exactly 5.00001 ($500,000+) because the census top-coded values. A model can never learn to predict above the cap, and errors on expensive districts will look odd. Knowing this upfront shapes how you evaluate (and is a classic interview discussion point).

**Check it works:** \`df.shape\` prints \`(20640, 9)\`; \`(df["MedHouseVal"] >= 5).sum()\` shows the capped districts (roughly 1,000); and your scatter plot looks like a map of California.`,
      quiz: [
        {
          question: 'What is the difference between regression and classification?',
          answer:
            'Regression predicts a continuous number (like a house price); classification predicts a category (like spam or not spam).',
          keyPoints: ['regression number', 'classification category'],
        },
        {
          question: 'In supervised learning, what are features and labels?',
          answer:
            'Features (X) are the input variables describing each example; labels or targets (y) are the known answers the model learns to predict.',
          keyPoints: ['features inputs', 'labels answers', 'X and y'],
        },
        {
          question: 'Why does it matter that MedHouseVal is capped at 5.00001?',
          answer:
            'Values above $500,000 were top-coded, so the model cannot learn or predict higher prices and errors on expensive districts are distorted.',
          keyPoints: ['top-coded', 'cannot predict above cap', 'distorted errors'],
        },
        {
          question: 'Which feature is most correlated with house value in this dataset?',
          answer: 'Median income (MedInc), with a correlation of about 0.69.',
          keyPoints: ['median income', 'MedInc'],
        },
      ],
      handsOnTask:
        'Set up a venv with scikit-learn and JupyterLab, load California Housing as a DataFrame, and produce: describe() output, correlations with the target, a histogram of MedHouseVal and a latitude/longitude scatter coloured by value. Write three observations, including the capped target.',
      project: 'Start the house-price predictor: load and explore the California Housing data.',
      exercise:
        'Bin MedInc into 5 groups with pd.qcut and compute the median house value per group; describe the relationship in one sentence.',
      beginnerTip:
        'fetch_california_housing needs internet the first time; after that it loads from ~/scikit_learn_data instantly.',
      advancedNote:
        'Top-coded (censored) targets bias ordinary regression; options include dropping capped rows (changing the population you model), treating the task as censored regression, or evaluating separately on uncapped rows. Spatial data also violates the independence assumption behind random splits, which matters for honest evaluation.',
    },
    {
      topicName: 'Train/test split and a baseline model',
      explanation: `A model is only useful if it predicts **new** data well. Scoring it on the data it was trained on measures memory, not skill. So you hold out a **test set** the model never sees during training and use it for a final, honest estimate.

\`\`\`python
from sklearn.model_selection import train_test_split
from sklearn.dummy import DummyRegressor
from sklearn.metrics import mean_absolute_error

X = housing.data            # 8 feature columns
y = housing.target          # MedHouseVal

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, random_state=42)
print(X_train.shape, X_test.shape)        # (16512, 8) (4128, 8)

baseline = DummyRegressor(strategy="mean").fit(X_train, y_train)
mae = mean_absolute_error(y_test, baseline.predict(X_test))
print(f"Baseline MAE: {mae:.3f}  (≈ \${mae * 100_000:,.0f})")   # about 0.91 -> ~$91,000
\`\`\`

\`train_test_split\` shuffles rows and splits them; \`random_state=42\` makes the split reproducible so your results (and a reviewer's) are comparable run to run. 80/20 is a common split for datasets of this size.

A **baseline** is the simplest possible predictor — here "always predict the average training price". Every real model must beat it clearly; a fancy model that only matches the baseline has learned nothing. The baseline also makes error numbers meaningful: "MAE 0.53" means little alone, but "MAE 0.53 vs baseline 0.91" is a 42% improvement.

**MAE** (mean absolute error) is the average size of the error in the target's units: 0.91 means predictions are off by about $91,000 on average. It's easy to explain to non-technical people.

scikit-learn's API is the same for every model: create the estimator, \`.fit(X_train, y_train)\`, then \`.predict(X_new)\`. Learn it once, use it everywhere.

**Common mistake:** peeking at the test set repeatedly — trying model after model and keeping whichever scores best on test. The test set then becomes part of model selection and its score is optimistic. Use the test set **once**, at the end. For comparing and tuning models, use cross-validation on the training set (day 5) or a separate validation split.

**Check it works:** the shapes add up to 20,640 rows; rerunning gives the same MAE (thanks to \`random_state\`); and the baseline MAE is around 0.9.`,
      quiz: [
        {
          question: 'Why must a model be evaluated on a held-out test set?',
          answer:
            'Scores on training data measure memorisation; only data the model never saw during training estimates how it will perform on new data.',
          keyPoints: ['unseen data', 'not memorisation', 'generalisation'],
        },
        {
          question: 'What is a baseline model and why use one?',
          answer:
            'The simplest predictor, such as always predicting the training mean; real models must beat it clearly, and it gives error numbers context.',
          keyPoints: ['simplest predictor', 'predict the mean', 'must beat it'],
        },
        {
          question: 'What does random_state=42 in train_test_split do?',
          answer:
            'It fixes the random shuffle so the same split is produced every run, making results reproducible.',
          keyPoints: ['fixed shuffle', 'reproducible', 'same split'],
        },
        {
          question: 'Why is repeatedly checking models on the test set a problem?',
          answer:
            'Choosing models by test score leaks the test set into model selection, so its score becomes optimistic; use it once at the end.',
          keyPoints: ['optimistic score', 'use test once', 'validation for selection'],
        },
      ],
      handsOnTask:
        'Split California Housing 80/20 with random_state=42, fit a DummyRegressor baseline, and report its MAE in the target units and in dollars. Also try strategy="median" and note which baseline is better on MAE.',
      project: 'The predictor has a reproducible train/test split and a baseline score to beat.',
      exercise:
        'Repeat the split with five different random_state values and print the baseline MAE each time; how much does it vary?',
      beginnerTip:
        'Always unpack train_test_split outputs in the order X_train, X_test, y_train, y_test — swapping them is a classic silent bug.',
      advancedNote:
        'The median minimises absolute error while the mean minimises squared error, which is why a median baseline wins on MAE. For small datasets a single split is noisy; repeated or k-fold cross-validation gives more stable estimates.',
    },
    {
      topicName: 'Your first real model: linear regression and error metrics',
      explanation: `**Linear regression** predicts the target as a weighted sum of features plus an intercept: \`price ≈ w₁·MedInc + w₂·HouseAge + … + b\`. Training finds the weights that minimise the **mean squared error** on the training data. It's fast, interpretable and the natural first real model.

\`\`\`python
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_absolute_error, root_mean_squared_error, r2_score
import pandas as pd

model = LinearRegression().fit(X_train, y_train)
pred = model.predict(X_test)

print(f"MAE  {mean_absolute_error(y_test, pred):.3f}")      # ≈ 0.53
print(f"RMSE {root_mean_squared_error(y_test, pred):.3f}")   # ≈ 0.75
print(f"R²   {r2_score(y_test, pred):.3f}")                  # ≈ 0.58

coefs = pd.Series(model.coef_, index=X_train.columns).sort_values()
print(coefs)            # MedInc ≈ +0.45: +$10k income -> +$45k value, others fixed
\`\`\`

Three metrics, three views:
- **MAE** — average absolute error (≈ $53,000 here, down from the baseline's ≈ $91,000).
- **RMSE** — square root of the mean squared error; same units, but it punishes **large** errors more, so RMSE > MAE signals some big misses.
- **R²** — share of the target's variance explained: 0 = no better than predicting the mean, 1 = perfect. ≈ 0.58 means the model explains a bit over half of the variation.

Coefficients show each feature's effect with the others held fixed: the \`MedInc\` weight ≈ 0.45 means +1 unit of income (+$10k) adds ≈ 0.45 units (+$45k) of predicted value. But beware: \`AveRooms\` and \`AveBedrms\` are strongly correlated, so their coefficients take odd opposite signs — interpretation gets unreliable when features overlap (multicollinearity).

Always look at errors visually: plot predicted vs actual. Points hugging the diagonal are good; the horizontal wall of actual values at 5.0 is the capped target, which a straight-line model systematically underpredicts.

**Common mistake:** in older tutorials you'll see \`mean_squared_error(y, p, squared=False)\` for RMSE. That parameter was deprecated and **removed in scikit-learn 1.6**; use \`root_mean_squared_error\` (added in 1.4). Also, don't compare RMSE across datasets with different target scales — R² or relative error is better for that.

**Check it works:** the linear model's MAE should be clearly below the baseline's ~0.91; \`r2_score\` on the *baseline*'s predictions should be ≈ 0, confirming the meaning of R².`,
      quiz: [
        {
          question: 'What does linear regression predict, and what does training minimise?',
          answer:
            'A weighted sum of the features plus an intercept; training finds weights that minimise the mean squared error on the training data.',
          keyPoints: ['weighted sum', 'intercept', 'minimise squared error'],
        },
        {
          question: 'What is the difference between MAE and RMSE?',
          answer:
            'Both are in the target\u2019s units; MAE averages absolute errors, while RMSE squares errors first so it penalises large errors more.',
          keyPoints: ['same units', 'RMSE penalises large errors', 'MAE average absolute'],
        },
        {
          question: 'What does an R² of 0 mean?',
          answer: 'The model explains none of the variance: it is no better than always predicting the mean.',
          keyPoints: ['no variance explained', 'same as mean'],
        },
        {
          question: 'Why can coefficients of correlated features be misleading?',
          answer:
            'With multicollinearity the model can trade weight between overlapping features, producing unstable or oddly signed coefficients.',
          keyPoints: ['multicollinearity', 'unstable', 'odd signs'],
        },
      ],
      handsOnTask:
        'Train LinearRegression on the housing split, report MAE, RMSE and R² next to the baseline, and print coefficients sorted by value. Plot predicted vs actual with a diagonal line and describe what happens near the 5.0 cap.',
      project:
        'The predictor\u2019s first real model: linear regression beating the baseline, with metrics and a diagnostic plot.',
      exercise:
        'Train a linear regression using only MedInc and compare its MAE and R² to the full 8-feature model.',
      beginnerTip:
        'Keep a small results table (model, MAE, RMSE, R²) in your notebook and add a row for every model you try.',
      advancedNote:
        'LinearRegression solves ordinary least squares with a direct solver (no learning rate); for very large data SGDRegressor fits the same model iteratively. Because it minimises squared error, outliers and the capped target pull the fitted line; HuberRegressor is a robust alternative.',
    },
    {
      topicName: 'Feature engineering, pipelines and a stronger model',
      explanation: `Models learn only from what you give them. **Feature engineering** creates inputs that make patterns easier to learn, and a scikit-learn **Pipeline** bundles preprocessing and model into one object so the same steps run identically in training, validation and prediction.

\`\`\`python
import numpy as np
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.preprocessing import FunctionTransformer, StandardScaler
from sklearn.ensemble import HistGradientBoostingRegressor

# features.py  (a module, so saved models can find it later)
def add_features(df):
    df = df.copy()
    df["bedroom_ratio"] = df["AveBedrms"] / df["AveRooms"]
    df["log_population"] = np.log1p(df["Population"])
    return df

linear = Pipeline([
    ("features", FunctionTransformer(add_features)),
    ("scale", StandardScaler()),
    ("model", LinearRegression()),
])
boosted = make_pipeline(FunctionTransformer(add_features),
                        HistGradientBoostingRegressor(random_state=42))

for name, pipe in [("linear", linear), ("boosted", boosted)]:
    pipe.fit(X_train, y_train)
    print(name, mean_absolute_error(y_test, pipe.predict(X_test)))
# linear ≈ 0.5, boosted ≈ 0.31  (≈ $31,000 average error)
\`\`\`

Ratios and logs are classic engineered features: \`bedroom_ratio\` captures *how* rooms are used, and \`log1p\` tames long-tailed counts like population. \`StandardScaler\` rescales features to mean 0 and standard deviation 1, which linear models with regularisation, k-NN, SVMs and neural networks need; tree-based models don't care about scale.

The big jump comes from **gradient-boosted trees** (\`HistGradientBoostingRegressor\`): they combine many small decision trees, each correcting the previous ones' errors, and capture non-linear effects and interactions — like location-dependent prices — that a straight line can't. You'll study trees and boosting properly in weeks 2–3.

**Common mistake:** preprocessing *before* splitting — e.g. \`StandardScaler().fit_transform(X)\` on the full dataset, then splitting. The scaler has then "seen" test-set statistics (**data leakage**), so test scores are slightly optimistic, and in real systems the leaked information may not exist at prediction time. Inside a Pipeline, \`fit\` learns scaling parameters from training data only, and \`predict\` just applies them — leakage-proof by construction.

**Check it works:** \`boosted\` should reach an MAE around 0.3, well below linear regression's ~0.5; \`linear.named_steps["scale"].mean_\` has 10 values (8 original + 2 engineered features), learned from the training set only.`,
      quiz: [
        {
          question: 'What does a scikit-learn Pipeline give you?',
          answer:
            'It chains preprocessing steps and a model into one estimator, so the same transformations are fitted on training data and applied identically at prediction time.',
          keyPoints: ['chains steps', 'same transformations', 'fit on training only'],
        },
        {
          question: 'Why is fitting a scaler on the full dataset before splitting a problem?',
          answer:
            'The scaler learns statistics from the test data, leaking information and making test scores optimistic.',
          keyPoints: ['data leakage', 'test statistics', 'optimistic scores'],
        },
        {
          question: 'Which models need feature scaling and which do not?',
          answer:
            'Linear models with regularisation, k-NN, SVMs and neural networks need it; tree-based models like random forests and gradient boosting do not.',
          keyPoints: ['linear and neural need it', 'trees do not'],
        },
        {
          question: 'Why can gradient-boosted trees beat linear regression here?',
          answer:
            'They capture non-linear relationships and interactions, such as price depending on location, by combining many small trees that correct each other\u2019s errors.',
          keyPoints: ['non-linear', 'interactions', 'many trees correcting errors'],
        },
      ],
      handsOnTask:
        'Put add_features in a features.py module, build a linear Pipeline and a HistGradientBoosting pipeline, and compare their test MAE with the baseline and plain linear model in your results table. Confirm the boosted model roughly halves the linear model\u2019s error.',
      project:
        'The predictor uses engineered features inside Pipelines, and a gradient-boosted model becomes the front-runner.',
      exercise:
        'Add one more engineered feature of your own (for example distance to a city centre from latitude/longitude) and measure whether it improves the boosted model\u2019s MAE.',
      beginnerTip:
        'Name pipeline steps clearly ("features", "scale", "model"); you will use those names later to tune parameters like model__max_depth.',
      advancedNote:
        'FunctionTransformer is stateless; for steps that learn from data (e.g. target encoding), write a class with fit/transform inheriting BaseEstimator and TransformerMixin. set_output(transform="pandas") keeps column names flowing through pipelines, which helps debugging and interpretation.',
    },
    {
      topicName: 'Cross-validation, saving the model and predicting new houses',
      explanation: `Today you finish the predictor: validate the chosen model robustly, train the final version, save it, and use it from a separate script — how real models are shipped.

**Cross-validation** (k-fold) splits the *training* data into k parts, trains on k−1 and validates on the remaining one, k times. You get k scores: their mean is a more reliable estimate than one split, and their spread shows stability.

\`\`\`python
from sklearn.model_selection import cross_val_score
import joblib

scores = cross_val_score(boosted, X_train, y_train, cv=5,
                         scoring="neg_mean_absolute_error")
print(f"CV MAE {-scores.mean():.3f} ± {scores.std():.3f}")   # ≈ 0.32 ± 0.01

boosted.fit(X_train, y_train)                                 # final fit
print("Test MAE", mean_absolute_error(y_test, boosted.predict(X_test)))  # once!
joblib.dump(boosted, "house_price_model.joblib")
\`\`\`

scikit-learn scorers follow "higher is better", so error metrics are returned **negated** (\`neg_mean_absolute_error\`); flip the sign to report them.

\`\`\`python
# predict.py
import joblib
import pandas as pd
from features import add_features  # noqa: F401  (needed to unpickle the pipeline)

model = joblib.load("house_price_model.joblib")
district = pd.DataFrame([{
    "MedInc": 5.2, "HouseAge": 20, "AveRooms": 6.1, "AveBedrms": 1.05,
    "Population": 1200, "AveOccup": 2.8, "Latitude": 34.05, "Longitude": -118.25,
}])
value = model.predict(district)[0]
print(f"Predicted median value: \${value * 100_000:,.0f}")
\`\`\`

Because preprocessing lives inside the pipeline, \`predict.py\` passes **raw** features — no risk of forgetting a step.

**Common mistake:** defining \`add_features\` inside the training notebook and then loading the model elsewhere. Pickle stores functions *by reference* (\`__main__.add_features\`), so loading fails with \`AttributeError: Can't get attribute 'add_features'\`. Keep custom code in an importable module (\`features.py\`) used by both scripts. Also load models with the **same scikit-learn version** they were saved with; pin it in \`requirements.txt\`. And never \`joblib.load\` files from untrusted sources — unpickling can execute code.

**Check it works:** run \`python predict.py\` in a fresh terminal and get a sensible price (a few hundred thousand dollars for that LA district). The CV MAE and the single test MAE should be close; a big gap suggests an unlucky split or leakage. Your starter project is complete.`,
      quiz: [
        {
          question: 'How does k-fold cross-validation work?',
          answer:
            'The training data is split into k folds; the model is trained on k-1 folds and validated on the remaining one, repeated k times, and the scores are averaged.',
          keyPoints: ['k folds', 'train on k-1', 'average scores'],
        },
        {
          question: 'Why does cross_val_score return negative MAE values?',
          answer:
            'scikit-learn scorers assume higher is better, so error metrics are negated; flip the sign to report MAE.',
          keyPoints: ['higher is better', 'negated', 'flip sign'],
        },
        {
          question: 'Why can loading a saved pipeline fail with "Can\u2019t get attribute add_features"?',
          answer:
            'Pickle stores custom functions by reference to their module; if the function was defined in the training notebook, it is not importable when loading, so put it in a shared module.',
          keyPoints: ['pickle by reference', 'function not importable', 'shared module'],
        },
        {
          question: 'Why should the same scikit-learn version be used for saving and loading?',
          answer:
            'Pickled models depend on library internals; a different version may fail to load or behave differently, so pin the version.',
          keyPoints: ['library internals', 'may break', 'pin version'],
        },
      ],
      handsOnTask:
        'Run 5-fold cross-validation for the linear and boosted pipelines and report mean and std MAE, pick the best, fit it on the training set, evaluate once on the test set and save it with joblib. Write predict.py that loads the model and prints a dollar prediction for two districts of your choice.',
      project:
        'The house-price predictor is finished: cross-validated, saved with joblib and usable from predict.py.',
      exercise:
        'Extend predict.py to read districts from a CSV file and write a new CSV with a predicted_value column.',
      beginnerTip:
        'Keep training (train.py) and prediction (predict.py) as separate scripts; it forces you to make the saved model self-contained.',
      advancedNote:
        'For deployment, skops.io offers a safer serialisation format than pickle, and ONNX can export many scikit-learn pipelines for fast, language-independent inference. Record training data version, metrics and library versions alongside the model file.',
    },
    {
      topicName: 'Vectors, matrices and the maths behind a linear model',
      basic: true,
      explanation: `ML libraries hide the maths, but a little linear algebra makes everything — from linear regression to neural networks — far less mysterious. Data is a **matrix** X with one row per example and one column per feature; a model's weights are a **vector** w.

A linear model's predictions for *all* rows at once are a matrix–vector product:

\`\`\`python
import numpy as np

X = np.array([[8.3, 41.0],        # 3 districts x 2 features (income, age)
              [8.3, 21.0],
              [7.3, 52.0]])
w = np.array([0.45, 0.01])        # one weight per feature
b = 0.2                           # intercept

pred = X @ w + b                  # shape (3,): one prediction per row
print(pred)                       # [4.345 4.145 4.005]

y = np.array([4.5, 3.6, 3.5])
errors = pred - y
mse = np.mean(errors ** 2)        # the quantity linear regression minimises
print(mse)

# least-squares solution: add a column of 1s for the intercept, then solve
X1 = np.column_stack([np.ones(len(X)), X])
coef, *_ = np.linalg.lstsq(X1, y, rcond=None)
print(coef)                       # [b, w1, w2] that minimise squared error
\`\`\`

Key ideas: the **dot product** \`x · w\` multiplies matching elements and sums them — one prediction. \`X @ w\` does it for every row. Shapes must line up: \`(n, d) @ (d,) → (n,)\`. The **mean squared error** is a single number measuring how wrong the weights are; learning means finding weights that make it small. For linear regression there's a closed-form answer (least squares, what \`np.linalg.lstsq\` and scikit-learn's \`LinearRegression\` compute); for most other models you search for it iteratively (tomorrow: gradient descent).

The same \`X @ W + b\` appears in every layer of a neural network, with W a matrix producing several outputs at once.

**Common mistake:** using \`*\` when you mean \`@\`. \`X * w\` is **element-wise** multiplication with broadcasting — it returns a (3, 2) array of products without summing — so your "predictions" have the wrong shape and later code fails (or silently broadcasts into nonsense). Use \`@\` for matrix products and print \`.shape\` at every step.

**Check it works:** confirm \`(X @ w).shape == (3,)\` while \`(X * w).shape == (3, 2)\`, and that \`lstsq\` gives the same intercept and weights as \`LinearRegression().fit(X, y)\` (\`intercept_\`, \`coef_\`).`,
      quiz: [
        {
          question: 'How are a linear model\u2019s predictions for all rows computed with matrices?',
          answer:
            'As X @ w + b: the feature matrix times the weight vector plus the intercept, giving one prediction per row.',
          keyPoints: ['X @ w + b', 'matrix times vector', 'one prediction per row'],
        },
        {
          question: 'What is the difference between X * w and X @ w in NumPy?',
          answer:
            'X * w multiplies element-wise (broadcasting) and keeps the matrix shape; X @ w is a matrix product that sums over features to give one value per row.',
          keyPoints: ['element-wise', 'matrix product', 'sums over features'],
        },
        {
          question: 'What does mean squared error measure?',
          answer:
            'The average of the squared differences between predictions and true values — how wrong the current weights are.',
          keyPoints: ['average squared difference', 'predictions vs true'],
        },
        {
          question: 'Why add a column of ones to X before solving least squares?',
          answer: 'So the intercept is learned as the weight on that constant column.',
          keyPoints: ['intercept', 'constant column'],
        },
      ],
      handsOnTask:
        'Take 100 rows of the housing training data with two features, solve for the weights with np.linalg.lstsq, and compare them with LinearRegression\u2019s intercept_ and coef_. Compute the MSE of both predictions with NumPy and confirm they match.',
      project: 'Re-derive the predictor\u2019s linear model by hand with NumPy to see what fit() computes.',
      exercise:
        'Write predict(X, w, b) and mse(y, p) in NumPy, then evaluate three hand-picked weight vectors on the same data and rank them by MSE.',
      beginnerTip:
        'Print .shape after every NumPy operation while learning; most mistakes are shape mistakes.',
      advancedNote:
        'The least-squares solution satisfies the normal equations (XᵀX)w = Xᵀy, but solving them directly is numerically unstable when features are correlated; lstsq uses an SVD-based solver instead. GPUs accelerate deep learning precisely because it is dominated by large matrix multiplications.',
    },
    {
      topicName: 'Gradient descent from scratch',
      basic: true,
      explanation: `Many models — logistic regression, linear models on very large datasets, and every neural network — learn their weights by **gradient descent**: start with some weights, measure the loss, compute which direction increases the loss fastest (the **gradient**), and take a small step the opposite way. Repeat until the loss stops falling.

For linear regression with MSE loss, the gradients are \`2/n · Xᵀ(pred − y)\` for the weights and \`2 · mean(pred − y)\` for the intercept:

\`\`\`python
import numpy as np

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 2))
y = 3 * X[:, 0] - 2 * X[:, 1] + 1 + rng.normal(0, 0.1, 200)   # true w=[3,-2], b=1

w, b, lr = np.zeros(2), 0.0, 0.1          # lr = learning rate (step size)
for epoch in range(200):
    err = X @ w + b - y                   # prediction error for every row
    grad_w = 2 * X.T @ err / len(y)
    grad_b = 2 * err.mean()
    w -= lr * grad_w                      # step downhill
    b -= lr * grad_b
    if epoch % 50 == 0:
        print(epoch, np.mean(err ** 2))   # 12.42 -> 0.0098 -> ...
print(w, b)                               # ≈ [ 2.995 -1.988] 1.0
\`\`\`

The loss drops from 12.4 to about 0.01 (the noise level) within 50 epochs, and the learned weights recover the true ones. An **epoch** is one pass over the data. The **learning rate** controls step size. **Stochastic / mini-batch** gradient descent computes the gradient on small random batches instead of all rows — noisier, but far cheaper per step, and the standard in deep learning.

**Common mistake:** a badly chosen learning rate. Too small and training crawls; too large and each step overshoots the minimum, so the loss *grows* — with \`lr=1.5\` on this data, the MSE explodes to about 10¹⁴ within 20 epochs. If your loss increases or becomes \`nan\`, lower the learning rate first. A related cause is **unscaled features**: if one feature ranges 0–1 and another 0–100,000, no single learning rate suits both, which is why inputs are standardised before gradient-based training.

**Check it works:** plot the loss per epoch — it should fall steeply then flatten. Rerun with \`lr=0.01\` (slow but steady) and \`lr=1.5\` (diverges) and compare the curves. Finally, compare your \`w, b\` with \`LinearRegression().fit(X, y)\`; they should agree to two decimals.`,
      quiz: [
        {
          question: 'What does one step of gradient descent do?',
          answer:
            'It computes the gradient of the loss with respect to the weights and moves the weights a small step (learning rate times gradient) in the opposite direction.',
          keyPoints: ['compute gradient', 'opposite direction', 'learning rate step'],
        },
        {
          question: 'What happens if the learning rate is too large?',
          answer: 'Steps overshoot the minimum, so the loss increases or diverges to huge values or nan.',
          keyPoints: ['overshoots', 'loss increases', 'diverges'],
        },
        {
          question: 'What is the difference between batch and mini-batch gradient descent?',
          answer:
            'Batch uses all rows to compute each gradient; mini-batch uses small random subsets, which is noisier but much cheaper per step.',
          keyPoints: ['all rows', 'small random batches', 'cheaper per step'],
        },
        {
          question: 'Why should features be scaled before gradient descent?',
          answer:
            'Features on very different scales need very different step sizes, so one learning rate cannot work well for all; scaling makes training stable and faster.',
          keyPoints: ['different scales', 'one learning rate', 'stable training'],
        },
      ],
      handsOnTask:
        'Implement gradient descent for linear regression on two standardised housing features (MedInc and HouseAge) and plot the loss curve. Compare the learned weights with LinearRegression on the same scaled data, and show one curve with a learning rate that diverges.',
      project:
        'Train the predictor\u2019s linear model yourself with gradient descent and match scikit-learn.',
      exercise:
        'Convert your loop to mini-batch gradient descent with batch size 32 (shuffle each epoch) and compare how many epochs it needs to reach the same loss.',
      beginnerTip:
        'If the loss becomes nan, stop and lower the learning rate by 10x before changing anything else.',
      advancedNote:
        'Optimisers like momentum and Adam adapt step sizes per parameter using running averages of gradients, which is why Adam with lr=1e-3 is a robust default for neural networks. Automatic differentiation (PyTorch autograd) computes these gradients for any model, so you never derive them by hand.',
    },
    {
      topicName: 'Overfitting and underfitting: the bias-variance trade-off',
      basic: true,
      explanation: `Every model sits somewhere between two failure modes:
- **Underfitting (high bias):** the model is too simple to capture the pattern. Error is high on training *and* test data.
- **Overfitting (high variance):** the model memorises noise in the training data. Training error is very low, test error is much higher.

The goal is the sweet spot where **validation** error is lowest. A clean demonstration: fit polynomials of increasing degree to 15 noisy points from a sine curve.

\`\`\`python
import numpy as np
from sklearn.preprocessing import PolynomialFeatures
from sklearn.linear_model import LinearRegression
from sklearn.pipeline import make_pipeline
from sklearn.metrics import mean_squared_error

rng = np.random.default_rng(1)
x = rng.uniform(0, 1, 15);  y = np.sin(2 * np.pi * x) + rng.normal(0, 0.2, 15)
xt = rng.uniform(0, 1, 200); yt = np.sin(2 * np.pi * xt) + rng.normal(0, 0.2, 200)

for degree in [1, 4, 12]:
    m = make_pipeline(PolynomialFeatures(degree), LinearRegression())
    m.fit(x[:, None], y)
    print(degree,
          mean_squared_error(y, m.predict(x[:, None])),    # train
          mean_squared_error(yt, m.predict(xt[:, None])))  # test
# 1   0.298   0.251   underfit: a line can't bend
# 4   0.016   0.060   good fit
# 12  0.007   3.418   overfit: wiggles through every point
\`\`\`

The degree-12 model has the *lowest* training error and a test error 50× worse than degree 4. That gap between training and validation error is the signature of overfitting.

How to diagnose on real models: compare train vs cross-validation scores. \`sklearn.model_selection.learning_curve\` plots both as the training set grows; \`validation_curve\` plots both across a complexity parameter (tree depth, polynomial degree, regularisation strength).

Remedies:
- Overfitting → more data, simpler model, **regularisation** (day 11), limiting tree depth, early stopping, fewer or better features.
- Underfitting → more expressive model, better features, less regularisation.

**Common mistake:** judging a model by training accuracy alone — "my decision tree gets 100%!" A fully grown tree memorises its training set by design; only validation or test performance matters. Always report both numbers side by side; a large gap is a warning, not a success.

**Check it works:** plot the three fitted curves over the data. Degree 1 is a flat-ish line, degree 4 follows the sine shape, degree 12 swings wildly between points. Then run \`validation_curve\` for \`DecisionTreeRegressor\` on the housing data over \`max_depth\` 1–20 and find the depth where validation error bottoms out.`,
      quiz: [
        {
          question: 'How do you recognise overfitting from training and validation scores?',
          answer:
            'Training error is very low but validation or test error is much higher: a large gap between them.',
          keyPoints: ['low training error', 'high validation error', 'large gap'],
        },
        {
          question: 'What does underfitting look like?',
          answer: 'The model is too simple, so error is high on both training and validation data.',
          keyPoints: ['too simple', 'high error on both'],
        },
        {
          question: 'Name three ways to reduce overfitting.',
          answer:
            'Get more data, use a simpler model or limit depth, add regularisation, use early stopping, or remove noisy features.',
          keyPoints: ['more data', 'simpler model', 'regularisation', 'early stopping'],
        },
        {
          question: 'Why is 100% training accuracy not a sign of a good model?',
          answer:
            'A flexible model can memorise the training data including noise; only performance on unseen data shows whether it generalises.',
          keyPoints: ['memorises', 'unseen data', 'generalisation'],
        },
      ],
      handsOnTask:
        'Reproduce the polynomial experiment and plot the three fits. Then use validation_curve with DecisionTreeRegressor on the housing training data for max_depth 1 to 20, plot train and validation MAE, and mark the best depth.',
      project: 'Diagnose the predictor\u2019s models for over- and underfitting with validation curves.',
      exercise:
        'Use learning_curve on the housing LinearRegression pipeline and describe whether more data would help it, based on the two curves.',
      beginnerTip:
        'Put train and validation scores in the same table or plot every time; the gap tells you which direction to go next.',
      advancedNote:
        'Expected squared error decomposes into bias squared plus variance plus irreducible noise. Very large neural networks show "double descent", where test error falls again beyond the interpolation point, so the classical U-curve is a guide, not a law.',
    },
    {
      topicName: 'Classification with logistic regression',
      basic: true,
      explanation: `Many ML problems are yes/no: will this customer churn, is this transaction fraud, is this tumour malignant? **Logistic regression** is the standard first classifier. It computes a linear score \`z = X @ w + b\` like linear regression, then squashes it through the **sigmoid** function \`1 / (1 + e^(−z))\` into a **probability** between 0 and 1. It's trained by minimising **log loss** (cross-entropy), which heavily penalises confident wrong predictions.

scikit-learn ships a small medical dataset, so no download is needed:

\`\`\`python
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler
from sklearn.pipeline import make_pipeline

X, y = load_breast_cancer(return_X_y=True, as_frame=True)   # 569 rows, 30 features
print(y.value_counts())            # 1 = benign (357), 0 = malignant (212)

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.25, stratify=y, random_state=0)

clf = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))
clf.fit(X_train, y_train)
print(clf.score(X_test, y_test))             # accuracy ≈ 0.958
print(clf.predict_proba(X_test)[:3].round(3))  # [P(class 0), P(class 1)] per row
print(clf.predict(X_test)[:3])               # class with probability >= 0.5
\`\`\`

\`predict_proba\` returns one column per class in the order of \`clf.classes_\`; \`predict\` applies a 0.5 threshold. Probabilities are often more useful than hard labels: you can rank patients by risk or pick a different threshold (next lesson). \`stratify=y\` keeps the class proportions the same in train and test, important whenever classes are unbalanced.

Despite its name, logistic regression is a **classification** model. The \`C\` parameter is the *inverse* regularisation strength (smaller C = stronger regularisation, simpler model), default 1.0.

**Common mistake:** fitting on unscaled features. The breast-cancer features range from about 0.001 to over 4,000; without \`StandardScaler\` the default \`lbfgs\` solver hits its 100-iteration limit and raises a \`ConvergenceWarning\`, and the regularisation penalises features unevenly. Scale inside a pipeline, and raise \`max_iter\` only if warnings persist after scaling.

**Check it works:** accuracy should be around 95%; every row of \`predict_proba\` sums to 1; and fitting \`LogisticRegression()\` on the raw features reproduces the \`ConvergenceWarning\` you just learned to avoid.`,
      quiz: [
        {
          question: 'How does logistic regression turn a linear score into a probability?',
          answer:
            'It passes the linear score z = Xw + b through the sigmoid function 1 / (1 + e^-z), which maps any number to between 0 and 1.',
          keyPoints: ['linear score', 'sigmoid', 'between 0 and 1'],
        },
        {
          question: 'What is the difference between predict and predict_proba?',
          answer:
            'predict_proba returns the probability of each class; predict returns the class label using a 0.5 threshold for binary problems.',
          keyPoints: ['probabilities per class', 'class label', '0.5 threshold'],
        },
        {
          question: 'Why use stratify=y in train_test_split for classification?',
          answer:
            'It keeps the class proportions equal in training and test sets, which matters when classes are imbalanced.',
          keyPoints: ['same class proportions', 'imbalanced classes'],
        },
        {
          question: 'Why does LogisticRegression often raise ConvergenceWarning on raw features?',
          answer:
            'Unscaled features with very different ranges make the solver converge slowly, hitting the iteration limit; scale features with StandardScaler in a pipeline.',
          keyPoints: ['unscaled features', 'iteration limit', 'StandardScaler'],
        },
      ],
      handsOnTask:
        'Train a scaled logistic regression on the breast-cancer dataset with a stratified split, report accuracy and show predict_proba for five test rows. Then convert the housing problem into classification (is MedHouseVal above the median?) and train the same pipeline on it.',
      project:
        'Turn the housing data into an "expensive district?" classifier alongside the price predictor.',
      exercise:
        'Fit logistic regression with C values 0.01, 0.1, 1 and 10 on the breast-cancer data and plot test accuracy and the number of large coefficients against C.',
      beginnerTip:
        'Check clf.classes_ to see which probability column belongs to which class; never assume column 1 is the class you care about.',
      advancedNote:
        'Log loss is the negative log-likelihood of a Bernoulli model, and it is convex for logistic regression, so solvers find the global optimum. Multiclass problems use the softmax generalisation, which scikit-learn applies automatically for more than two classes.',
    },
    {
      topicName: 'Classification metrics: confusion matrix, precision, recall and ROC AUC',
      explanation: `Accuracy — the share of correct predictions — hides *which* mistakes a model makes, and in most real problems mistakes have very different costs. Missing a malignant tumour (a **false negative**) is far worse than a false alarm (a **false positive**) that leads to another test.

The **confusion matrix** counts all four outcomes. Treat malignant as the **positive** class (the one you're trying to detect):

\`\`\`python
from sklearn.metrics import (confusion_matrix, precision_score, recall_score,
                             f1_score, roc_auc_score)

y_mal = (y_test == 0).astype(int)                 # 1 = malignant
p_mal = clf.predict_proba(X_test)[:, 0]           # column 0 = P(malignant)
pred = (p_mal >= 0.5).astype(int)

print(confusion_matrix(y_mal, pred))
# [[87  3]     TN=87  FP=3
#  [ 3 50]]    FN=3   TP=50
print(precision_score(y_mal, pred))   # TP/(TP+FP) = 50/53 ≈ 0.943
print(recall_score(y_mal, pred))      # TP/(TP+FN) = 50/53 ≈ 0.943
print(f1_score(y_mal, pred))          # harmonic mean ≈ 0.943
print(roc_auc_score(y_mal, p_mal))    # ≈ 0.995

pred_low = (p_mal >= 0.2).astype(int) # lower threshold: catch more cancers
# FN 3 -> 2, FP 3 -> 6: recall ≈ 0.962, precision ≈ 0.895
\`\`\`

- **Precision**: of the cases flagged positive, how many really are? (Cost of false alarms.)
- **Recall** (sensitivity): of the real positives, how many did we catch? (Cost of misses.)
- **F1**: harmonic mean of the two, useful as a single number when both matter.
- **ROC AUC**: the probability that a random positive gets a higher score than a random negative — a threshold-free measure of *ranking* quality (0.5 = random, 1.0 = perfect).

Lowering the threshold trades precision for recall. The right threshold is a **business decision** based on costs: for cancer screening, recall matters most; for a spam filter that might bin an important email, precision does.

**Common mistake:** letting scikit-learn choose the positive class. Metrics default to \`pos_label=1\`, and in this dataset **1 means benign**, so \`recall_score(y_test, clf.predict(X_test))\` reports how well you find *benign* tumours — the wrong question. Define the positive class explicitly (as above, or with \`pos_label=0\`). Similarly, with rare positives (1% fraud), 99% accuracy can mean catching nothing.

**Check it works:** compute precision and recall by hand from the confusion-matrix counts and confirm they match the functions. Then plot \`PrecisionRecallDisplay.from_predictions(y_mal, p_mal)\` and find the threshold that gives at least 98% recall.`,
      quiz: [
        {
          question: 'What do precision and recall measure?',
          answer:
            'Precision is the share of predicted positives that are truly positive; recall is the share of actual positives the model catches.',
          keyPoints: ['precision predicted positives correct', 'recall actual positives caught'],
        },
        {
          question: 'What happens to precision and recall when you lower the decision threshold?',
          answer: 'More cases are flagged positive, so recall usually rises and precision usually falls.',
          keyPoints: ['recall rises', 'precision falls', 'more positives flagged'],
        },
        {
          question: 'What does ROC AUC measure?',
          answer:
            'The probability that a randomly chosen positive receives a higher score than a randomly chosen negative — ranking quality independent of any threshold.',
          keyPoints: ['ranking quality', 'threshold-free', 'positive scored higher'],
        },
        {
          question: 'Why can recall_score on the breast-cancer labels be misleading by default?',
          answer:
            'Metrics default to pos_label=1, which is benign in this dataset, so you would measure detection of benign cases instead of malignant ones; set the positive class explicitly.',
          keyPoints: ['pos_label=1', 'benign is 1', 'set positive class'],
        },
      ],
      handsOnTask:
        'For the breast-cancer classifier, print the confusion matrix, precision, recall, F1 and ROC AUC with malignant as the positive class. Then find the highest threshold that achieves at least 98% recall and report the precision at that threshold.',
      project:
        'Evaluate the classifiers with confusion matrices, precision/recall and ROC AUC, with an explicit positive class.',
      exercise:
        'Compute precision, recall and accuracy for a "model" that always predicts negative on a dataset with 2% positives, and explain why accuracy looks good.',
      beginnerTip:
        'Write the confusion matrix layout on a sticky note: rows are actual, columns are predicted, and scikit-learn orders classes as [0, 1].',
      advancedNote:
        'ROC AUC can look excellent on heavily imbalanced data because the false-positive rate is diluted by many negatives; the precision-recall curve and average precision are more informative there. Threshold choice can be formalised as minimising expected cost = FP x cost_FP + FN x cost_FN.',
    },
    {
      topicName: 'Regularisation: Ridge, Lasso and choosing alpha',
      explanation: `When a model has many features relative to examples, plain least squares overfits: it assigns large weights to noise. **Regularisation** adds a penalty on the size of the weights to the loss, pulling the model toward simplicity.

- **Ridge** (L2): penalty = α · Σw². Shrinks all weights toward zero smoothly; handles correlated features gracefully.
- **Lasso** (L1): penalty = α · Σ|w|. Drives many weights to **exactly zero**, performing automatic feature selection.
- **Elastic Net**: a mix of both.

The strength \`alpha\` is a **hyperparameter**: 0 means plain least squares; larger means simpler.

\`\`\`python
from sklearn.datasets import make_regression
from sklearn.linear_model import LinearRegression, Ridge, Lasso, LassoCV
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

# 100 rows, 80 features, only 8 actually matter
X, y = make_regression(n_samples=100, n_features=80, n_informative=8,
                       noise=30, random_state=0)
for name, model in [("ols", LinearRegression()),
                    ("ridge", Ridge(alpha=10)),
                    ("lasso", Lasso(alpha=2.0))]:
    pipe = make_pipeline(StandardScaler(), model)
    print(name, cross_val_score(pipe, X, y, cv=5, scoring="r2").mean())
# ols   -1.55   worse than predicting the mean!
# ridge  0.66
# lasso  0.95   and only ~30 of 80 weights are non-zero

best = make_pipeline(StandardScaler(), LassoCV(cv=5, random_state=0)).fit(X, y)
print(best[-1].alpha_)        # alpha chosen by internal cross-validation
\`\`\`

With 80 features and 100 rows, least squares fits the noise so well that it generalises worse than a constant (negative R²). Ridge recovers a useful model; Lasso, which suits this "few features really matter" situation, does best and shows which features it kept. \`RidgeCV\` and \`LassoCV\` choose alpha by cross-validation for you. (Logistic regression has the same idea built in, controlled by \`C = 1/alpha\`.)

**Common mistake:** regularising **unscaled** features. The penalty treats all weights equally, but a feature measured in rupees needs a tiny weight while one measured in lakhs needs a large one — so the penalty hits them unequally and the model depends on arbitrary units. Always put \`StandardScaler\` before Ridge/Lasso in a pipeline. Also, don't over-interpret *which* of several correlated features Lasso keeps; it often picks one arbitrarily.

**Check it works:** plot the Lasso coefficients for alphas from 0.01 to 100 (a "regularisation path"): as alpha grows, coefficients shrink and drop to zero one by one, and cross-validated R² peaks in between.`,
      quiz: [
        {
          question: 'What is the difference between Ridge and Lasso regularisation?',
          answer:
            'Ridge adds an L2 penalty (sum of squared weights) that shrinks all weights smoothly; Lasso adds an L1 penalty (sum of absolute weights) that can set weights exactly to zero, selecting features.',
          keyPoints: ['L2 squared weights', 'L1 absolute weights', 'Lasso exact zeros', 'feature selection'],
        },
        {
          question: 'What does increasing alpha do?',
          answer:
            'It strengthens the penalty, shrinking weights more and making the model simpler; too high causes underfitting.',
          keyPoints: ['stronger penalty', 'smaller weights', 'simpler model'],
        },
        {
          question: 'Why must features be scaled before Ridge or Lasso?',
          answer:
            'The penalty treats all weights equally, but weight sizes depend on feature units; scaling makes the penalty fair across features.',
          keyPoints: ['penalty depends on units', 'scale first', 'StandardScaler'],
        },
        {
          question: 'How do you choose alpha?',
          answer:
            'By cross-validation, for example with RidgeCV or LassoCV, or a grid search over alpha values.',
          keyPoints: ['cross-validation', 'RidgeCV LassoCV', 'grid search'],
        },
      ],
      handsOnTask:
        'Reproduce the OLS vs Ridge vs Lasso comparison on the synthetic data, then apply RidgeCV and LassoCV pipelines to the housing data with polynomial features of degree 2. Report which alpha was chosen and how many of the features Lasso kept.',
      project: 'Add regularised linear models (RidgeCV/LassoCV) to the predictor\u2019s model comparison.',
      exercise:
        'Plot a Lasso regularisation path on the synthetic data: coefficient values against alpha on a log scale for 30 alphas.',
      beginnerTip:
        'Think of alpha as a "simplicity dial": turn it up when the model overfits, down when it underfits.',
      advancedNote:
        'Ridge has a closed-form solution (XᵀX + αI)⁻¹Xᵀy, which is always invertible for α > 0 — the reason it stabilises collinear problems. Lasso is solved by coordinate descent; its L1 penalty corresponds to a Laplace prior in a Bayesian view, Ridge to a Gaussian prior.',
    },
    {
      topicName: 'Decision trees: how they split, and why they overfit',
      explanation: `A **decision tree** predicts by asking a sequence of yes/no questions about features — "is worst perimeter ≤ 106.1?" — and following branches to a **leaf** that holds a prediction (the majority class, or the mean value for regression). Trees are intuitive, need no feature scaling, handle non-linear patterns and interactions naturally, and are the building block of the strongest tabular models (forests and boosting).

Training is **greedy**: at each node, the algorithm tries every feature and threshold and picks the split that most reduces **impurity** — Gini impurity or entropy for classification, squared error for regression — then repeats on each side.

\`\`\`python
from sklearn.tree import DecisionTreeClassifier, export_text

for depth in [None, 3]:
    tree = DecisionTreeClassifier(max_depth=depth, random_state=0).fit(X_train, y_train)
    print(depth, tree.get_depth(), tree.get_n_leaves(),
          tree.score(X_train, y_train), tree.score(X_test, y_test))
# None  depth 5, 18 leaves  train 1.000  test 0.902
# 3     depth 3,  8 leaves  train 0.977  test 0.916

small = DecisionTreeClassifier(max_depth=2, random_state=0).fit(X_train, y_train)
print(export_text(small, feature_names=list(X.columns)))
# |--- worst perimeter <= 106.10
# |   |--- worst concave points <= 0.13 -> class: 1 (benign) ...
\`\`\`

The unrestricted tree keeps splitting until every leaf is pure: **100% training accuracy**, lower test accuracy — classic overfitting. Limiting growth with \`max_depth\`, \`min_samples_leaf\` (e.g. 20) or \`ccp_alpha\` (cost-complexity pruning) trades a little training accuracy for better generalisation. The printed rules are fully readable, which is a real advantage when you must explain decisions (credit, medicine).

Trees also give \`feature_importances_\` (total impurity reduction per feature) — handy, though biased toward features with many possible split points.

**Common mistake:** trusting a single deep tree. Besides overfitting, trees are **unstable**: remove a few training rows and the top split — and the whole tree — can change. Don't draw strong conclusions from one tree's structure; use it for explanation, and use ensembles (next week) for accuracy. Also, trees can't extrapolate: a regression tree never predicts outside the range of training targets.

**Check it works:** plot training and test accuracy for \`max_depth\` 1–10; training accuracy climbs to 1.0 while test accuracy peaks early (around depth 3–4) and then flattens or drops. Use \`sklearn.tree.plot_tree(small, feature_names=...)\` to draw the depth-2 tree.`,
      quiz: [
        {
          question: 'How does a decision tree choose a split?',
          answer:
            'Greedily: at each node it tries features and thresholds and picks the split that most reduces impurity (Gini or entropy for classification, squared error for regression).',
          keyPoints: ['greedy', 'reduce impurity', 'Gini or entropy'],
        },
        {
          question: 'Why does an unrestricted tree reach 100% training accuracy?',
          answer:
            'It keeps splitting until each leaf is pure, memorising the training data, which usually overfits.',
          keyPoints: ['splits until pure', 'memorises', 'overfits'],
        },
        {
          question: 'Name two parameters that limit tree complexity.',
          answer: 'max_depth, min_samples_leaf, max_leaf_nodes or ccp_alpha (cost-complexity pruning).',
          keyPoints: ['max_depth', 'min_samples_leaf', 'ccp_alpha'],
        },
        {
          question: 'Why should you not draw strong conclusions from one tree\u2019s structure?',
          answer:
            'Trees are unstable: small changes in the training data can change the top splits and the whole tree.',
          keyPoints: ['unstable', 'small data changes', 'different tree'],
        },
      ],
      handsOnTask:
        'Train decision trees on the breast-cancer data with max_depth from 1 to 10, plot training vs test accuracy, and print the depth-2 tree with export_text. Then train a DecisionTreeRegressor on the housing data and compare its MAE to linear regression and boosting.',
      project: 'Add a tuned decision tree to the predictor\u2019s comparison and inspect its rules.',
      exercise:
        'Retrain the depth-3 tree on five different random 80% subsamples of the training data and print the root split each time; how stable is it?',
      beginnerTip:
        'A depth-2 or depth-3 tree printed with export_text is a great way to explain to non-technical people what drives predictions.',
      advancedNote:
        'Finding the optimal tree is NP-hard, hence greedy splitting. Impurity-based importances are computed on training data and favour high-cardinality features; permutation importance on held-out data (day 20) is more trustworthy.',
    },
    {
      topicName: 'Ensembles: random forests and gradient boosting',
      explanation: `A single tree is unstable and overfits; many trees combined are among the most accurate models for **tabular data** (spreadsheets, databases) — in practice usually ahead of neural networks there. Two strategies:

- **Bagging → Random Forest:** train hundreds of deep trees, each on a bootstrap sample of rows and considering a random subset of features at each split, then average their predictions. Individual trees overfit in *different* ways, so averaging cancels much of the variance.
- **Boosting → Gradient Boosting:** train shallow trees **sequentially**, each one fitting the errors (gradients of the loss) left by the ensemble so far, scaled by a learning rate. It reduces bias step by step and usually edges out forests when tuned.

\`\`\`python
from sklearn.ensemble import RandomForestClassifier, HistGradientBoostingClassifier
from sklearn.tree import DecisionTreeClassifier
from sklearn.model_selection import cross_val_score

models = {
    "tree": DecisionTreeClassifier(random_state=0),
    "forest": RandomForestClassifier(n_estimators=300, n_jobs=-1, random_state=0),
    "boosting": HistGradientBoostingClassifier(random_state=0),
}
for name, m in models.items():
    auc = cross_val_score(m, X, y, cv=5, scoring="roc_auc").mean()
    print(name, round(auc, 3))
# tree 0.916   forest 0.991   boosting 0.993   (breast-cancer data)

gb = HistGradientBoostingClassifier(max_iter=1000, learning_rate=0.1,
                                    early_stopping=True, n_iter_no_change=10,
                                    random_state=0).fit(X_train, y_train)
print(gb.n_iter_)     # stopped after ~100 trees, not 1000
\`\`\`

Random forests are forgiving: defaults work well, more trees never hurt accuracy (only speed), and \`oob_score=True\` gives a free validation estimate from the rows each tree didn't see. \`HistGradientBoosting\` bins features into histograms, making it fast on large data; it also handles missing values natively. Its key knobs are \`learning_rate\`, \`max_iter\` (number of trees), \`max_leaf_nodes\`/\`max_depth\` and \`min_samples_leaf\`. Popular external libraries — XGBoost, LightGBM, CatBoost — implement the same idea with extra features.

**Common mistake:** adding boosting rounds without validation. Unlike forests, boosting **can overfit** as trees accumulate: training error keeps falling while validation error turns up. Use **early stopping** (\`early_stopping=True\` holds out a validation fraction and stops when the score hasn't improved for \`n_iter_no_change\` rounds), or tune \`max_iter\` with cross-validation. Lower learning rates need more trees but generalise better.

**Check it works:** your comparison should show both ensembles clearly beating the single tree. On the housing predictor, compare \`RandomForestRegressor\` and \`HistGradientBoostingRegressor\` MAE — both should be far below linear regression, with boosting typically a little ahead and much faster to train.`,
      quiz: [
        {
          question: 'What is the difference between bagging and boosting?',
          answer:
            'Bagging trains many models independently on bootstrap samples and averages them (reducing variance); boosting trains models sequentially, each correcting the errors of the previous ones (reducing bias).',
          keyPoints: ['bagging independent average', 'boosting sequential', 'corrects errors'],
        },
        {
          question: 'Why does averaging many trees in a random forest help?',
          answer:
            'Each tree overfits differently because of random rows and feature subsets; averaging cancels much of that variance.',
          keyPoints: ['trees differ', 'random rows and features', 'reduces variance'],
        },
        {
          question: 'Can adding more trees overfit? Compare forests and boosting.',
          answer:
            'In a random forest more trees do not overfit (they only cost time); in gradient boosting too many rounds can overfit, so use early stopping or tune the number of trees.',
          keyPoints: ['forest no', 'boosting can overfit', 'early stopping'],
        },
        {
          question: 'How does early stopping work in HistGradientBoosting?',
          answer:
            'It holds out a validation fraction and stops adding trees when the validation score has not improved for n_iter_no_change rounds.',
          keyPoints: ['validation fraction', 'no improvement', 'stops adding trees'],
        },
      ],
      handsOnTask:
        'Compare a decision tree, random forest and HistGradientBoosting on both the breast-cancer classifier (ROC AUC) and the housing predictor (MAE) with 5-fold CV. Turn on early stopping for boosting and report how many trees it used.',
      project:
        'The predictor\u2019s model comparison now includes random forest and tuned gradient boosting with early stopping.',
      exercise:
        'Plot validation MAE against n_estimators (10 to 500) for a random forest on the housing data and describe where the curve flattens.',
      beginnerTip:
        'For a new tabular problem, try HistGradientBoosting with defaults first; it is a strong baseline that needs no scaling.',
      advancedNote:
        'Random forest variance reduction is limited by the correlation between trees, which max_features controls. Gradient boosting is gradient descent in function space: each tree approximates the negative gradient of the loss with respect to current predictions, which is why it supports any differentiable loss (e.g. quantile, Poisson).',
    },
    {
      topicName: 'Hyperparameter tuning with cross-validated search',
      explanation: `**Parameters** are learned from data (tree splits, regression weights). **Hyperparameters** are settings you choose before training (\`max_depth\`, \`learning_rate\`, \`alpha\`). Tuning them systematically — scored by cross-validation on the training set — is a standard step before the final test.

\`\`\`python
from scipy.stats import loguniform, randint
from sklearn.model_selection import RandomizedSearchCV
from sklearn.pipeline import Pipeline
from sklearn.ensemble import HistGradientBoostingRegressor

pipe = Pipeline([("features", FunctionTransformer(add_features)),
                 ("model", HistGradientBoostingRegressor(random_state=42))])

param_dist = {
    "model__learning_rate": loguniform(0.02, 0.3),
    "model__max_leaf_nodes": randint(15, 63),
    "model__min_samples_leaf": randint(10, 100),
    "model__l2_regularization": loguniform(1e-3, 10),
}
search = RandomizedSearchCV(pipe, param_dist, n_iter=30, cv=5,
                            scoring="neg_mean_absolute_error",
                            random_state=0, n_jobs=-1)
search.fit(X_train, y_train)                 # 30 candidates x 5 folds = 150 fits
print(search.best_params_)
print(-search.best_score_)                   # CV MAE of the best candidate
final = search.best_estimator_               # refit on all training data
print(mean_absolute_error(y_test, final.predict(X_test)))   # test, once
\`\`\`

**Grid search** (\`GridSearchCV\`) tries every combination of listed values — fine for 1–2 hyperparameters, but combinations explode (4 values × 4 params = 256 configs). **Random search** samples a fixed number of configurations from distributions and usually finds equally good settings much faster, because only a few hyperparameters really matter and random sampling covers each one's range better. Use **log-uniform** distributions for rate-like parameters that span orders of magnitude.

With pipelines, hyperparameters are addressed as \`step__param\` (two underscores), so preprocessing choices can be tuned too. \`search.cv_results_\` (load it into a DataFrame) shows every candidate's mean and standard deviation — check whether the winner is clearly better or within noise of simpler settings. By default the best configuration is **refit** on the whole training set.

**Common mistake:** tuning on the test set — picking hyperparameters by test score, or running search on all data and then reporting the test score. The test score is then optimistically biased because it was used for selection. Search with CV on **training** data only; touch the test set once with the final model. For a fully unbiased estimate of the *tuning procedure* itself, use nested cross-validation.

**Check it works:** the best CV MAE should beat the default model's CV MAE; the test MAE should be close to the CV MAE. Sort \`cv_results_\` by \`rank_test_score\` and look at the top five — if their scores differ by less than their standard deviations, prefer the simplest.`,
      quiz: [
        {
          question: 'What is the difference between a parameter and a hyperparameter?',
          answer:
            'Parameters are learned from data during training (weights, splits); hyperparameters are set before training (depth, learning rate, alpha).',
          keyPoints: ['parameters learned', 'hyperparameters set before', 'examples'],
        },
        {
          question: 'Why is random search often better than grid search?',
          answer:
            'It evaluates a fixed budget of sampled configurations and covers each important hyperparameter\u2019s range better, while grid search grows exponentially with the number of parameters.',
          keyPoints: ['fixed budget', 'covers ranges better', 'grid explodes'],
        },
        {
          question: 'How do you refer to a model\u2019s hyperparameter inside a Pipeline when searching?',
          answer: 'Use the step name, two underscores and the parameter name, e.g. model__learning_rate.',
          keyPoints: ['step__param', 'double underscore'],
        },
        {
          question: 'Why must hyperparameters not be chosen using the test set?',
          answer:
            'Selecting by test score makes the test estimate optimistically biased; tune with cross-validation on training data and use the test set once.',
          keyPoints: ['optimistic bias', 'CV on training', 'test once'],
        },
      ],
      handsOnTask:
        'Run a RandomizedSearchCV with 30 candidates over the boosted housing pipeline, print the best parameters and CV MAE, and compare with the untuned model. Load cv_results_ into a DataFrame and plot CV MAE against learning_rate.',
      project: 'The predictor\u2019s best model is tuned with randomized cross-validated search.',
      exercise:
        'Use GridSearchCV to tune max_depth (2-10) and min_samples_leaf (1, 5, 20) for a DecisionTreeClassifier on the breast-cancer data and report the best ROC AUC.',
      beginnerTip:
        'Start with a small n_iter (10) to check the search runs, then increase it; use n_jobs=-1 to use all CPU cores.',
      advancedNote:
        'HalvingRandomSearchCV (successive halving) discards weak candidates early on small budgets, and libraries such as Optuna use Bayesian optimisation to propose promising settings. The winning configuration\u2019s CV score is itself optimistic when many candidates are tried, which nested CV corrects.',
    },
    {
      topicName: 'Preparing messy tabular data: ColumnTransformer, encoders and imputers',
      explanation: `Real datasets mix numeric and text columns and have gaps. Models need numbers with no missing values (most of them), so you build preprocessing that treats each column type properly — inside the pipeline, so it's learned from training data only.

Example: predicting used-car prices (₹ lakh) from brand, fuel, city, year and kilometres driven, with some missing values.

\`\`\`python
from sklearn.compose import ColumnTransformer
from sklearn.impute import SimpleImputer
from sklearn.preprocessing import OneHotEncoder, StandardScaler
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.linear_model import Ridge

numeric = ["year", "km_driven"]
categorical = ["brand", "fuel", "city"]

preprocess = ColumnTransformer([
    ("num", make_pipeline(SimpleImputer(strategy="median"), StandardScaler()), numeric),
    ("cat", make_pipeline(SimpleImputer(strategy="most_frequent"),
                          OneHotEncoder(handle_unknown="ignore")), categorical),
])
model = Pipeline([("prep", preprocess), ("model", Ridge(alpha=1.0))])
model.fit(X_train, y_train)
print(model.named_steps["prep"].get_feature_names_out()[:4])
# ['num__year' 'num__km_driven' 'cat__brand_Honda' 'cat__brand_Hyundai']

new_car = pd.DataFrame([{"brand": "Kia", "fuel": "Petrol", "city": "Jaipur",
                         "year": 2021, "km_driven": 25000}])
model.predict(new_car)       # works: unseen "Kia"/"Jaipur" become all-zero columns
\`\`\`

\`ColumnTransformer\` routes each column list through its own steps and concatenates the results. **One-hot encoding** turns a category column into one 0/1 column per value — right for nominal categories (brand, city) with no order. For ordered categories (small < medium < large) use \`OrdinalEncoder\` with an explicit \`categories=\` order. **Imputers** fill gaps with the training median or most frequent value; \`SimpleImputer(add_indicator=True)\` also adds a "was missing" flag, since missingness is often informative.

Tree boosting can skip most of this: \`HistGradientBoostingRegressor(categorical_features="from_dtype")\` handles pandas \`category\` columns and NaNs natively.

**Common mistake:** \`OneHotEncoder()\` with default settings in production. The first time a category appears that wasn't in training data (a new brand, a new city), \`transform\` raises \`ValueError: Found unknown categories ['Kia']\` and your prediction service crashes. Use \`handle_unknown="ignore"\` (or \`"infrequent_if_exist"\` with \`min_frequency\`) so unseen values encode as all zeros. Similarly, never impute using statistics from the full dataset before splitting — keep imputers inside the pipeline.

**Check it works:** predict a row containing an unseen brand and city without errors; \`get_feature_names_out()\` lists the expected columns; and cross-validated MAE for the Ridge pipeline and the native-categorical boosting model can be compared directly.`,
      quiz: [
        {
          question: 'What does ColumnTransformer do?',
          answer:
            'It applies different preprocessing pipelines to different column groups (e.g. numeric vs categorical) and concatenates the outputs into one feature matrix.',
          keyPoints: ['different columns', 'different preprocessing', 'concatenates'],
        },
        {
          question: 'Why set handle_unknown="ignore" on OneHotEncoder?',
          answer:
            'So categories unseen during training are encoded as all zeros instead of raising a ValueError at prediction time.',
          keyPoints: ['unseen categories', 'all zeros', 'no ValueError'],
        },
        {
          question: 'When should you use OrdinalEncoder instead of OneHotEncoder?',
          answer:
            'When categories have a natural order (small < medium < large), passing the order explicitly; nominal categories without order should be one-hot encoded.',
          keyPoints: ['ordered categories', 'explicit order', 'nominal one-hot'],
        },
        {
          question: 'Why should imputation happen inside the pipeline?',
          answer:
            'So fill values like the median are learned from training data only, avoiding leakage from validation or test data.',
          keyPoints: ['learned from training', 'avoid leakage'],
        },
      ],
      handsOnTask:
        'Build a small mixed-type dataset (or use any CSV with text and numeric columns and some gaps), create a ColumnTransformer pipeline with imputers, scaling and one-hot encoding, and cross-validate a Ridge model and a native-categorical HistGradientBoosting model. Predict one row with an unseen category to prove it does not crash.',
      project: 'You have a reusable preprocessing template for messy tabular data, ready for the capstone.',
      exercise:
        'Add SimpleImputer(add_indicator=True) to the numeric branch and check whether the "was missing" flag changes cross-validated MAE.',
      beginnerTip:
        'Write the numeric and categorical column lists explicitly at the top of your script; silent type mistakes are easy to spot there.',
      advancedNote:
        'For high-cardinality categories (thousands of pin codes or product IDs), one-hot encoding explodes dimensionality; TargetEncoder (scikit-learn 1.3+) replaces each category with a cross-fitted mean of the target, avoiding the leakage that naive target encoding causes.',
    },
    {
      topicName: 'Imbalanced classification: class weights, PR curves and thresholds',
      explanation: `Fraud, churn, equipment failure and disease are **rare** — often 1–5% of cases. On such data, standard training and metrics mislead badly.

\`\`\`python
from sklearn.datasets import make_classification
from sklearn.dummy import DummyClassifier
from sklearn.metrics import (accuracy_score, recall_score, precision_score,
                             average_precision_score, precision_recall_curve)

X, y = make_classification(n_samples=20000, n_features=20, n_informative=6,
                           weights=[0.98], class_sep=1.5, random_state=0)  # ~2.3% positive
X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.25, stratify=y, random_state=0)

print(accuracy_score(y_test, DummyClassifier().fit(X_train, y_train).predict(X_test)))
# 0.977 — by predicting "never fraud"!

for cw in [None, "balanced"]:
    m = make_pipeline(StandardScaler(),
                      LogisticRegression(class_weight=cw, max_iter=1000)).fit(X_train, y_train)
    pred, score = m.predict(X_test), m.predict_proba(X_test)[:, 1]
    print(cw, accuracy_score(y_test, pred), recall_score(y_test, pred),
          precision_score(y_test, pred), average_precision_score(y_test, score))
# None      acc 0.986  recall 0.45  precision 0.91  AP 0.68
# balanced  acc 0.914  recall 0.85  precision 0.19  AP 0.66
\`\`\`

Lessons from these numbers:
1. **Accuracy is useless** here — a do-nothing model scores 97.7%.
2. \`class_weight="balanced"\` weights errors on the rare class more heavily, which moves predictions toward it: recall jumps from 45% to 85% while precision drops. But the **ranking quality** (average precision, AP) barely changes — class weights mostly act like a different **threshold**.
3. So the key decision is the **threshold**. Use \`precision_recall_curve(y_val, scores)\` to see every achievable precision/recall pair and pick the one matching business costs (e.g. "catch 60% of fraud while keeping 80% of alerts genuine" — threshold ≈ 0.34 for the unweighted model here).

Always use \`stratify=y\` in splits and \`StratifiedKFold\` (the default for classifiers in \`cross_val_score\`) so every fold contains positives. Prefer **average precision / PR AUC** over ROC AUC for rare positives.

**Common mistake:** oversampling (duplicating or SMOTE-synthesising minority rows) **before** splitting or cross-validating. Copies of the same positive example land in both training and validation folds, so validation scores are inflated. If you resample at all, do it inside the training folds only (e.g. an imbalanced-learn \`Pipeline\`) — and try class weights and threshold tuning first; they are simpler and often as good.

**Check it works:** reproduce the table; then choose a threshold from the precision-recall curve on a **validation** split, apply it to the test set, and confirm the test precision and recall land close to what you targeted.`,
      quiz: [
        {
          question: 'Why is accuracy misleading on imbalanced data?',
          answer:
            'A model that always predicts the majority class scores very high accuracy (e.g. 97.7% with 2.3% positives) while catching no positives.',
          keyPoints: ['majority class', 'high accuracy', 'catches no positives'],
        },
        {
          question: 'What does class_weight="balanced" do?',
          answer:
            'It weights errors on each class inversely to its frequency, so mistakes on the rare class cost more; this raises recall and usually lowers precision.',
          keyPoints: ['weights rare class', 'inverse frequency', 'recall up precision down'],
        },
        {
          question: 'Which metric is preferred over ROC AUC for rare positives, and why?',
          answer:
            'Average precision (PR AUC), because it focuses on performance on the positive class and is not flattered by the many negatives.',
          keyPoints: ['average precision', 'PR AUC', 'focus on positives'],
        },
        {
          question: 'Why is oversampling before cross-validation a mistake?',
          answer:
            'Duplicated or synthetic copies of positives end up in both training and validation folds, inflating validation scores; resample only inside training folds.',
          keyPoints: ['copies in both folds', 'inflated scores', 'inside training folds'],
        },
      ],
      handsOnTask:
        'Reproduce the imbalanced experiment, then split off a validation set, plot the precision-recall curve and choose the threshold that gives at least 60% recall with the highest precision. Apply it to the test set and report precision, recall and the number of alerts per 1,000 cases.',
      project:
        'You have a threshold-selection routine for rare-event classifiers, used in the churn capstone.',
      exercise:
        'Compare average precision for logistic regression and HistGradientBoosting on the imbalanced data with 5-fold stratified CV.',
      beginnerTip:
        'Whenever a classifier looks too good, print the class balance first: y.mean() tells you what accuracy a useless model would get.',
      advancedNote:
        'Class weights and resampling distort predicted probabilities; if you need calibrated probabilities (e.g. for expected-cost decisions), recalibrate with CalibratedClassifierCV or adjust for the prior shift. scikit-learn 1.5 added TunedThresholdClassifierCV to choose the decision threshold by cross-validation.',
    },
    {
      topicName: 'Data leakage and choosing the right validation scheme',
      explanation: `**Data leakage** is when information unavailable at prediction time sneaks into training or validation. It's the most common reason a model that scored brilliantly offline fails in production. Three main kinds:

**1. Preprocessing leakage** — fitting scalers, imputers, encoders or feature selection on all data before cross-validation. A dramatic demonstration on **pure noise**:

\`\`\`python
import numpy as np
from sklearn.feature_selection import SelectKBest, f_classif

rng = np.random.default_rng(0)
X = rng.normal(size=(100, 5000))          # 5,000 random features
y = rng.integers(0, 2, 100)               # random labels: nothing to learn

X_sel = SelectKBest(f_classif, k=20).fit_transform(X, y)        # selected on ALL rows
print(cross_val_score(LogisticRegression(max_iter=1000), X_sel, y, cv=5).mean())  # 0.85 !

pipe = make_pipeline(SelectKBest(f_classif, k=20), LogisticRegression(max_iter=1000))
print(cross_val_score(pipe, X, y, cv=5).mean())                 # 0.48 — the truth
\`\`\`

Selecting features using all labels found 20 noise columns that happen to correlate with y, including in the validation folds. Inside a pipeline, selection is redone on each training fold and the illusion vanishes.

**2. Target leakage** — a feature that is a consequence of the target: \`refund_issued\` when predicting fraud, \`cancellation_reason\` when predicting churn, \`days_in_hospital\` when predicting admission. Ask of every feature: *would I know this value at the moment I need the prediction?*

**3. Split leakage** — random splits when rows aren't independent:
- **Groups:** several rows per patient, customer or house → use \`GroupKFold(groups=customer_id)\` so one entity never appears in both train and validation.
- **Time:** forecasting or anything that drifts → use \`TimeSeriesSplit\` (train on the past, validate on the future) and a final test period after all training data.
- **Duplicates:** near-identical rows split across sets inflate scores; de-duplicate first.

**Common mistake:** celebrating a suspiciously good score. If accuracy is far above what domain experts achieve, or one feature dominates importance, investigate for leakage *before* presenting. Check feature importances, check when each feature is recorded, and re-run with a time- or group-based split.

**Check it works:** rerun the noise experiment yourself and see 0.85 vs ~0.5. Then, on any dataset with an ID or date column, compare a random KFold score with GroupKFold or TimeSeriesSplit; a big drop means the random split was leaking.`,
      quiz: [
        {
          question: 'What is data leakage?',
          answer:
            'When information that would not be available at prediction time influences training or validation, making scores unrealistically optimistic.',
          keyPoints: ['information not available', 'at prediction time', 'optimistic scores'],
        },
        {
          question: 'Why did feature selection on all data give 85% accuracy on pure noise?',
          answer:
            'Selection used the labels of the validation rows too, picking noise features that happen to correlate with those labels; doing selection inside a pipeline per fold removes the effect.',
          keyPoints: ['used validation labels', 'chance correlations', 'inside pipeline'],
        },
        {
          question: 'Give an example of target leakage.',
          answer:
            'Using refund_issued to predict fraud or cancellation_reason to predict churn: these are only known after the outcome happens.',
          keyPoints: ['known after outcome', 'consequence of target', 'example'],
        },
        {
          question: 'When should you use GroupKFold or TimeSeriesSplit instead of random KFold?',
          answer:
            'GroupKFold when several rows belong to the same entity (customer, patient); TimeSeriesSplit when data is ordered in time and you predict the future.',
          keyPoints: ['same entity rows', 'GroupKFold', 'time order', 'TimeSeriesSplit'],
        },
      ],
      handsOnTask:
        'Reproduce the noise-selection leakage experiment, then write a leakage checklist for the churn capstone: for each candidate feature, note when it is recorded and whether it would exist at prediction time. Run one model with KFold and with the appropriate group or time split and compare scores.',
      project: 'You have a leakage checklist and a validation-scheme decision ready for the capstone.',
      exercise:
        'Simulate 50 customers with 10 rows each where the label is constant per customer; compare KFold and GroupKFold scores of a random forest that can memorise customer-specific features.',
      beginnerTip:
        'Before using any column, ask aloud: "At 9 a.m. on the day I need this prediction, would I already know this value?"',
      advancedNote:
        'Leakage also occurs through the index (row order correlated with the label) and through preprocessing done upstream in SQL or ETL, which a pipeline cannot protect. Kaggle leaderboards have been won by leaks, which is why production ML teams run "backtests" that replay history exactly as it was known.',
    },
    {
      topicName: 'Unsupervised learning: k-means clustering for customer segments',
      explanation: `Sometimes there's no label, and the question is "what natural groups exist in this data?" **Clustering** finds them. **K-means** is the classic algorithm: choose k, place k centres, assign each point to its nearest centre, move each centre to the mean of its points, and repeat until stable. It minimises **inertia** — the total squared distance from points to their centres.

Example: segment shoppers by visits per month and average spend (₹).

\`\`\`python
from sklearn.cluster import KMeans
from sklearn.preprocessing import StandardScaler
from sklearn.pipeline import make_pipeline
from sklearn.metrics import silhouette_score

for k in range(2, 7):
    km = make_pipeline(StandardScaler(), KMeans(n_clusters=k, n_init=10, random_state=0))
    km.fit(customers)
    scaled = km[0].transform(customers)
    print(k, km[-1].inertia_, silhouette_score(scaled, km[-1].labels_))
# k=3 has the highest silhouette (≈0.79) and the "elbow" in inertia

km = make_pipeline(StandardScaler(), KMeans(n_clusters=3, n_init=10, random_state=0)).fit(customers)
customers["segment"] = km[-1].labels_
print(customers.groupby("segment").mean())
#   visits ≈ 8, spend ≈ ₹490   -> frequent small-basket shoppers
#   visits ≈ 2, spend ≈ ₹400   -> occasional shoppers
#   visits ≈ 3, spend ≈ ₹4,050 -> big-ticket buyers
\`\`\`

Choosing k: the **elbow method** plots inertia vs k and looks for the bend where adding clusters stops helping much; the **silhouette score** (−1 to 1) measures how much closer points are to their own cluster than to the next one — higher is better. But the final test is *usefulness*: can the business name each cluster and act on it differently?

K-means assumes roughly round, similar-sized clusters; it uses k-means++ initialisation and \`n_init\` restarts to avoid bad local optima. For odd shapes or noise points try DBSCAN; for mixed data types, other methods.

**Common mistake:** clustering **unscaled** features. K-means uses Euclidean distance, so a feature measured in thousands (spend in ₹) completely dominates one measured in single digits (visits). In this example, unscaled k-means lumps the frequent and occasional shoppers together and splits the big spenders in two instead: splitting the widely spread ₹4,000 baskets cuts squared distances far more than separating 2-visit from 8-visit shoppers, whose spends differ by only about ₹100. Standardise first, and remember scaling is a modelling choice: it decides what "similar" means.

**Check it works:** run k-means with and without \`StandardScaler\` and cross-tabulate the labels against the true groups you simulated: scaled clustering recovers all three, unscaled mixes two of them. Plot the points coloured by segment to see it.`,
      quiz: [
        {
          question: 'How does the k-means algorithm work?',
          answer:
            'It places k centres, assigns each point to the nearest centre, moves each centre to the mean of its assigned points, and repeats until assignments stop changing.',
          keyPoints: ['k centres', 'assign nearest', 'move to mean', 'repeat'],
        },
        {
          question: 'Why must features be scaled before k-means?',
          answer:
            'K-means uses Euclidean distance, so features with large numeric ranges dominate the distance and decide the clusters on their own.',
          keyPoints: ['Euclidean distance', 'large ranges dominate', 'standardise'],
        },
        {
          question: 'What does the silhouette score measure?',
          answer:
            'How much closer each point is to its own cluster than to the nearest other cluster, from -1 to 1; higher means better-separated clusters.',
          keyPoints: ['own vs nearest cluster', '-1 to 1', 'higher better'],
        },
        {
          question: 'How do you judge whether a clustering is good beyond the metrics?',
          answer:
            'Check whether the clusters are interpretable and actionable: the business can describe each one and treat it differently.',
          keyPoints: ['interpretable', 'actionable', 'business use'],
        },
      ],
      handsOnTask:
        'Simulate three shopper groups (or use RFM features from real transactions), run k-means for k = 2 to 6 with scaling, and plot inertia and silhouette. Pick k, describe each segment in business terms, and show how the result changes without scaling.',
      project: 'Build a customer-segmentation model that can feed features into the churn capstone.',
      exercise:
        'Cluster the California housing districts on latitude and longitude only with k = 8, plot them on a scatter map, and compute the median house value per cluster.',
      beginnerTip:
        'Always summarise clusters with groupby().mean() and a count; a cluster you cannot describe in one sentence is not useful yet.',
      advancedNote:
        'K-means results depend on initialisation; n_init restarts and k-means++ seeding reduce but do not remove this. MiniBatchKMeans scales to millions of rows, and Gaussian mixture models give soft (probabilistic) memberships with elliptical clusters.',
    },
    {
      topicName: 'Dimensionality reduction with PCA',
      explanation: `Many datasets have dozens or hundreds of correlated features. **Principal Component Analysis (PCA)** finds new axes — **principal components** — ordered by how much of the data's variance they capture. Keeping the first few compresses the data while preserving most of its structure. Uses: visualising high-dimensional data in 2D, removing noise and redundancy, and speeding up models.

scikit-learn's built-in digits dataset has 1,797 images of handwritten digits, each 8×8 = 64 pixel features:

\`\`\`python
import numpy as np
from sklearn.datasets import load_digits
from sklearn.decomposition import PCA

X, y = load_digits(return_X_y=True)          # (1797, 64)
pca = PCA().fit(X)
cum = np.cumsum(pca.explained_variance_ratio_)
print(np.argmax(cum >= 0.90) + 1)            # 21 components keep 90% of variance
print(np.argmax(cum >= 0.95) + 1)            # 29 keep 95%
print(cum[1])                                # first 2 components: ~28.5%

X2 = PCA(n_components=2).fit_transform(X)    # for a scatter plot
plt.scatter(X2[:, 0], X2[:, 1], c=y, cmap="tab10", s=5); plt.colorbar()

clf = make_pipeline(StandardScaler(), PCA(n_components=0.90),
                    LogisticRegression(max_iter=2000))
print(cross_val_score(clf, X, y, cv=5).mean())   # ≈ 0.905 vs ≈ 0.92 with all 64
\`\`\`

Reading the results: a third of the features carry 90% of the variance, because neighbouring pixels are highly correlated. The 2D scatter already separates several digits (0s, 4s and 6s form distinct clouds) even though only 28.5% of the variance is shown. In a pipeline, \`PCA(n_components=0.90)\` picks however many components reach 90%; here the classifier loses about 1.5 points of accuracy while using a fraction of the features — a typical trade-off.

Each component is a **linear combination** of the original features (\`pca.components_\`), so components are harder to interpret than raw features.

**Common mistake:** running PCA on unscaled features with different units. PCA chases variance, so a column in rupees (variance in millions) becomes "the first component" purely because of its units. Standardise first unless all features share a unit and scale (like the digits' pixel intensities, where PCA without scaling is reasonable). And fit PCA inside the pipeline, on training data only, like any other preprocessing.

**Check it works:** plot cumulative explained variance against the number of components and read off the 90% point (21 for raw digits). Reconstruct a digit with \`pca.inverse_transform\` from 10 and from 30 components and view both as 8×8 images — the 30-component version should look almost identical to the original.`,
      quiz: [
        {
          question: 'What does PCA find?',
          answer:
            'New orthogonal axes (principal components) that are linear combinations of the features, ordered by how much variance in the data they capture.',
          keyPoints: ['new axes', 'linear combinations', 'ordered by variance'],
        },
        {
          question: 'What does explained_variance_ratio_ tell you?',
          answer:
            'The fraction of the total variance captured by each component; its cumulative sum shows how many components are needed to keep, say, 90%.',
          keyPoints: ['fraction of variance', 'cumulative sum', 'choose components'],
        },
        {
          question: 'Why should features usually be standardised before PCA?',
          answer:
            'PCA maximises variance, so features with large units dominate the components purely because of their scale.',
          keyPoints: ['maximises variance', 'large units dominate', 'standardise'],
        },
        {
          question: 'Give two uses of PCA.',
          answer:
            'Visualising high-dimensional data in 2D, compressing or denoising features, and speeding up downstream models.',
          keyPoints: ['visualisation', 'compression', 'faster models'],
        },
      ],
      handsOnTask:
        'Apply PCA to the digits dataset: plot cumulative explained variance, a 2D scatter coloured by digit, and reconstructions of one digit from 5, 15 and 30 components. Compare cross-validated accuracy of logistic regression with and without PCA(0.9) and note training time.',
      project: 'Add PCA as an optional preprocessing and visualisation tool in your ML toolkit.',
      exercise:
        'Run PCA on the standardised breast-cancer features and report how many components keep 95% of the variance; plot the first two components coloured by diagnosis.',
      beginnerTip:
        'Use PCA(n_components=0.95) to let scikit-learn choose the number of components for a target share of variance.',
      advancedNote:
        'PCA is computed via the singular value decomposition of the centred data matrix. It captures only linear structure; t-SNE and UMAP produce better 2D visualisations of non-linear structure but distort global distances and should not be used as model features without care.',
    },
    {
      topicName: 'Interpreting models: permutation importance and partial dependence',
      explanation: `A model that predicts well still needs explaining: stakeholders ask *why*, regulators may require it, and interpretation catches bugs and leakage (a "most important feature" that shouldn't be available). Two model-agnostic tools in scikit-learn cover most needs.

**Permutation importance** measures how much a metric worsens when one feature's values are randomly shuffled (breaking its relationship with the target) on **held-out** data:

\`\`\`python
from sklearn.inspection import permutation_importance, PartialDependenceDisplay
import pandas as pd

result = permutation_importance(final, X_test, y_test, n_repeats=10,
                                scoring="neg_mean_absolute_error", random_state=0)
imp = pd.DataFrame({"mean": result.importances_mean,
                    "std": result.importances_std},
                   index=X_test.columns).sort_values("mean", ascending=False)
print(imp)          # housing: MedInc, Latitude, Longitude, AveOccup at the top

PartialDependenceDisplay.from_estimator(
    final, X_test, ["MedInc", "AveOccup", ("Latitude", "Longitude")])
\`\`\`

A feature whose shuffling raises MAE by 0.3 matters far more than one that changes nothing. Because it's computed on test data, it reflects what the model actually uses to *generalise*.

**Partial dependence plots (PDP)** show how the average prediction changes as one feature varies, holding others as they are: for housing, predicted value rises steadily with income and flattens at the top (the price cap), while high occupancy lowers predictions. A two-feature PDP of latitude × longitude draws California's price geography. Add \`kind="both"\` to overlay individual curves (ICE) and reveal whether the effect is the same for every district.

For per-prediction explanations ("why was *this* house valued at ₹X?"), the **SHAP** library attributes each prediction to feature contributions with a consistent, additive method.

**Common mistake:** trusting **impurity-based** \`feature_importances_\` from tree models as the truth. They're computed on training data and inflate features with many unique values (IDs, continuous noise). Also, with **correlated features**, permutation importance splits or understates credit: shuffle \`Latitude\` and the model can partly recover location from \`Longitude\`. Read importance as "what this model relies on", not "what causes prices" — interpretation is not causation.

**Check it works:** add a column of pure random noise to X, retrain, and compare: impurity importance gives the noise a visible share, while permutation importance on test data puts it near zero. Confirm your PDP for MedInc is increasing.`,
      quiz: [
        {
          question: 'How is permutation importance computed?',
          answer:
            'Shuffle one feature\u2019s values on held-out data and measure how much the model\u2019s score worsens; repeat for each feature.',
          keyPoints: ['shuffle feature', 'held-out data', 'score drop'],
        },
        {
          question: 'What does a partial dependence plot show?',
          answer:
            'How the model\u2019s average prediction changes as one (or two) features vary, with the other features left as observed.',
          keyPoints: ['average prediction', 'feature varies', 'others unchanged'],
        },
        {
          question: 'Why can impurity-based feature importances mislead?',
          answer:
            'They are computed on training data and favour features with many unique values, so noise or ID columns can look important.',
          keyPoints: ['training data', 'high cardinality bias', 'noise looks important'],
        },
        {
          question: 'Why does high importance not mean a feature causes the outcome?',
          answer:
            'Importance shows what the model relies on for prediction, which can reflect correlation or confounding rather than cause.',
          keyPoints: ['model reliance', 'correlation', 'not causation'],
        },
      ],
      handsOnTask:
        'Compute permutation importance on the test set for your best housing model and plot it with error bars. Draw partial dependence plots for MedInc, AveOccup and a Latitude x Longitude pair, and write one sentence explaining each to a non-technical reader.',
      project:
        'The predictor gains an interpretation report: permutation importance and partial dependence plots.',
      exercise:
        'Add a random-noise column to the housing data, retrain a random forest, and compare impurity importance with permutation importance for that column.',
      beginnerTip:
        'Always include the error bars (importances_std): features whose importance overlaps zero are not reliably used.',
      advancedNote:
        'SHAP values come from cooperative game theory (Shapley values) and TreeSHAP computes them exactly and quickly for tree ensembles. When features are strongly correlated, consider grouping them and permuting the group together to measure their joint importance.',
    },
    {
      topicName: 'Text classification with TF-IDF and linear models',
      explanation: `Text — reviews, support tickets, SMS — is one of the most common inputs in real ML work. Before reaching for large language models, a **TF-IDF + logistic regression** pipeline is a fast, strong, explainable baseline, often within a few points of far heavier models on tasks like spam detection or ticket routing.

**Vectorising:** models need numbers, so each document becomes a vector with one column per word (or word pair). **TF-IDF** (term frequency × inverse document frequency) weights words that are frequent in *this* document but rare across the corpus — "refund" matters, "the" doesn't.

\`\`\`python
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
import numpy as np

texts = ["Delivery was quick and the packaging was great",
         "Product stopped working after two days, very poor",
         "Excellent quality, worth the price",
         "Worst purchase ever, refund not processed",
         "Good value and fast delivery",
         "Poor quality, not worth the money",
         "Great product, works perfectly",
         "Late delivery and damaged box"]
labels = [1, 0, 1, 0, 1, 0, 1, 0]        # 1 = positive review

clf = make_pipeline(TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
                    LogisticRegression())
clf.fit(texts, labels)                   # raw strings in: the pipeline vectorises
print(clf.predict(["fast delivery, great quality", "not worth it, poor product"]))  # [1 0]

words = clf[0].get_feature_names_out()
order = np.argsort(clf[-1].coef_[0])
print(words[order[:5]], words[order[-5:]])   # most negative / most positive terms
\`\`\`

\`ngram_range=(1, 2)\` adds word pairs, so "not worth" becomes its own feature and negation is partly captured. \`min_df\` drops very rare terms, \`max_df\` drops near-universal ones, and \`sublinear_tf\` dampens repeated words. Linear models suit text well: the matrices are huge but **sparse**, and the coefficients list exactly which words push toward each class — great for explaining and debugging.

For real practice use a labelled dataset such as the UCI **SMS Spam Collection** (5,574 messages).

**Common mistake:** fitting the vectorizer separately on all texts (or calling \`fit_transform\` again on the test set). Fitting on all texts leaks test vocabulary and IDF statistics; re-fitting on the test set produces columns that don't match the model's weights. Keep the vectorizer inside the pipeline so \`predict\` only **transforms** new text with the training vocabulary. Remember words never seen in training are simply ignored — a model trained on English reviews knows nothing about Hinglish ones.

**Check it works:** on a real dataset, cross-validate the pipeline and compare with a \`DummyClassifier\`; print the top 10 words for each class and check they make sense (e.g. "free", "win", "claim" for spam). Predict a sentence containing only unseen words and observe the probability sits near the class prior.`,
      quiz: [
        {
          question: 'What does TF-IDF weighting do?',
          answer:
            'It weights a word by how often it appears in a document times how rare it is across all documents, so distinctive words count more than common ones.',
          keyPoints: ['term frequency', 'rare across documents', 'distinctive words'],
        },
        {
          question: 'Why use ngram_range=(1, 2)?',
          answer: 'It adds word pairs as features, capturing short phrases and negations like "not worth".',
          keyPoints: ['word pairs', 'phrases', 'negation'],
        },
        {
          question: 'Why keep the vectorizer inside the pipeline?',
          answer:
            'So the vocabulary and IDF values are learned only from training data and new text is transformed with the same columns the model was trained on.',
          keyPoints: ['learned from training', 'same columns', 'no leakage'],
        },
        {
          question: 'How can you explain what a TF-IDF logistic regression has learned?',
          answer:
            'Look at the largest positive and negative coefficients, mapped back to words with get_feature_names_out.',
          keyPoints: ['coefficients', 'top words', 'get_feature_names_out'],
        },
      ],
      handsOnTask:
        'Download the SMS Spam Collection, build a TF-IDF + LogisticRegression pipeline, and report cross-validated precision and recall for spam. Print the 10 most spam-indicative and 10 most ham-indicative terms and test three messages of your own.',
      project:
        'Add a text classifier to your toolkit, ready for text fields such as support-ticket notes in the capstone.',
      exercise:
        'Compare unigrams only versus unigrams plus bigrams, and min_df=1 versus min_df=3, on the spam data; report CV F1 and vocabulary size for each.',
      beginnerTip:
        'Pass raw text lists to the pipeline\u2019s fit and predict; never vectorise by hand in a separate step.',
      advancedNote:
        'Sentence embeddings from pretrained transformer models (e.g. sentence-transformers) capture meaning beyond exact words and often beat TF-IDF on small datasets, at higher compute cost. HashingVectorizer avoids storing a vocabulary, useful for streaming or huge corpora.',
    },
    {
      topicName: 'Neural network fundamentals: layers, activations and backpropagation',
      explanation: `A **neural network** stacks simple units in **layers**. Each layer computes \`h = activation(X @ W + b)\` — exactly the linear model you know, followed by a non-linear **activation** function — and feeds its output to the next layer. The last layer produces the prediction: raw scores (**logits**) turned into class probabilities by **softmax**, or a number for regression.

Why the activation? Without it, stacked linear layers collapse into a single linear layer — no extra power. A non-linearity such as **ReLU** (\`max(0, z)\`) lets the network bend decision boundaries and, with enough units, approximate almost any function.

**Training:** a **forward pass** computes predictions and the loss (cross-entropy for classification). **Backpropagation** applies the chain rule layer by layer, from the loss back to the first layer, to get the gradient of the loss with respect to every weight; gradient descent (usually the **Adam** optimiser) then updates them. Repeat over many mini-batches and epochs.

scikit-learn has a small multilayer perceptron that's perfect for seeing the pieces:

\`\`\`python
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
import numpy as np

X, y = load_digits(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.25, stratify=y, random_state=0)
mlp = make_pipeline(StandardScaler(),
                    MLPClassifier(hidden_layer_sizes=(64,), max_iter=500,
                                  early_stopping=True, random_state=0))
mlp.fit(X_train, y_train)
print(mlp.score(X_test, y_test))                    # ≈ 0.96
net = mlp[-1]
print([w.shape for w in net.coefs_])                # [(64, 64), (64, 10)]: 4,810 parameters

# the forward pass by hand
x = mlp[0].transform(X_test[:1])
h = np.maximum(0, x @ net.coefs_[0] + net.intercepts_[0])        # hidden layer + ReLU
logits = h @ net.coefs_[1] + net.intercepts_[1]                   # output layer
probs = np.exp(logits - logits.max()); probs /= probs.sum()       # softmax
print(probs.argmax(), mlp.predict(X_test[:1]))                    # same answer
\`\`\`

Note an honest result: on this small tabular dataset, plain logistic regression scores about the same (≈0.97). Neural networks shine with large datasets and raw, high-dimensional inputs — images, audio, text — where they learn features themselves. On ordinary business tables, gradient-boosted trees usually win.

**Common mistake:** feeding unscaled inputs. Large input values produce large activations and gradients, so training becomes unstable or stalls (and with ReLU, units can "die" — output zero forever). Standardise inputs, use sensible initialisation (the libraries' defaults) and a modest learning rate.

**Check it works:** your hand-written forward pass must predict the same class as \`mlp.predict\`. Try \`hidden_layer_sizes=(8,)\` and \`(256, 128)\` and compare test accuracy and \`n_iter_\`.`,
      quiz: [
        {
          question: 'What does one layer of a neural network compute?',
          answer:
            'A linear transformation of its inputs (inputs times weights plus bias) followed by a non-linear activation such as ReLU.',
          keyPoints: ['weights plus bias', 'linear transformation', 'activation'],
        },
        {
          question: 'Why are non-linear activation functions necessary?',
          answer:
            'Without them, stacked linear layers collapse into one linear function, so the network could not model non-linear patterns.',
          keyPoints: ['collapse to linear', 'non-linear patterns'],
        },
        {
          question: 'What is backpropagation?',
          answer:
            'The use of the chain rule to compute the gradient of the loss with respect to every weight, working backwards from the output layer, so gradient descent can update them.',
          keyPoints: ['chain rule', 'gradients for all weights', 'backwards from loss'],
        },
        {
          question: 'When are neural networks usually the best choice, and when not?',
          answer:
            'They excel on large datasets with raw high-dimensional inputs like images, audio and text; on ordinary tabular business data, gradient-boosted trees usually do as well or better.',
          keyPoints: ['images text audio', 'large data', 'tabular prefer boosting'],
        },
      ],
      handsOnTask:
        'Train MLPClassifier on the digits data with three different hidden-layer sizes, record test accuracy and training iterations, and reproduce one prediction with a hand-written NumPy forward pass including ReLU and softmax.',
      project:
        'Add a neural-network baseline to your toolkit and understand its forward pass before moving to PyTorch.',
      exercise:
        'Plot mlp[-1].loss_curve_ and validation_scores_ for the (64,) network and describe when early stopping kicked in.',
      beginnerTip:
        'Count parameters (inputs x units + units per layer); it tells you how much data the network needs to avoid overfitting.',
      advancedNote:
        'Softmax with cross-entropy has the simple gradient (probabilities minus one-hot labels), which is why frameworks fuse them (PyTorch\u2019s CrossEntropyLoss takes raw logits). Initialisation schemes (He for ReLU, Glorot for tanh) keep activation variance stable across layers so deep networks can train.',
    },
    {
      topicName: 'PyTorch basics: tensors, autograd and devices',
      explanation: `**PyTorch** is the most widely used deep-learning framework in research and industry. Its core object, the **tensor**, is like a NumPy array that can live on a GPU and track the operations applied to it so gradients can be computed automatically (**autograd**).

\`\`\`bash
pip install torch        # CPU build; see pytorch.org for the CUDA command for NVIDIA GPUs
\`\`\`

\`\`\`python
import torch

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(x.shape, x.dtype, x.device)          # torch.Size([2, 2]) torch.float32 cpu

w = torch.tensor([0.5, -1.0], requires_grad=True)   # track gradients
b = torch.tensor(0.0, requires_grad=True)
y = torch.tensor([1.0, 2.0])

pred = x @ w + b                          # same maths as NumPy
loss = ((pred - y) ** 2).mean()           # 13.25
loss.backward()                           # autograd computes d(loss)/d(w), d(loss)/d(b)
print(w.grad, b.grad)                     # tensor([-16., -23.]) tensor(-7.)

# gradient descent with an optimiser
torch.manual_seed(0)
X = torch.randn(200, 2)
Y = 3 * X[:, 0] - 2 * X[:, 1] + 1 + 0.1 * torch.randn(200)
w = torch.zeros(2, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
opt = torch.optim.SGD([w, b], lr=0.1)
for epoch in range(100):
    loss = ((X @ w + b - Y) ** 2).mean()
    opt.zero_grad()                       # clear old gradients
    loss.backward()                       # compute new ones
    opt.step()                            # update w and b
print(w.detach(), b.detach())             # ≈ [2.997, -2.002], 1.007
\`\`\`

You wrote the gradients by hand on day 7; here \`loss.backward()\` derives them for you, for any computation — that's what makes building deep networks practical. The gradients match the hand formula: for w, \`2/n · Xᵀ(pred − y)\` = [−16, −23].

**Devices:** \`device = "cuda" if torch.cuda.is_available() else "cpu"\` (Apple Silicon: \`"mps"\`), then move both model and data with \`.to(device)\`. All tensors in one operation must be on the same device. Use \`torch.float32\` for model inputs — NumPy defaults to float64, and mixing them raises dtype errors. \`torch.from_numpy(a)\` shares memory with the array; \`torch.tensor(a)\` copies.

**Common mistake:** forgetting \`opt.zero_grad()\`. PyTorch **accumulates** gradients into \`.grad\` on every \`backward()\` call (useful for advanced tricks), so without clearing them each step uses the sum of all previous gradients and training goes haywire. Call \`zero_grad()\` once per step, before \`backward()\`.

**Check it works:** your learned \`w\` and \`b\` should be close to [3, −2] and 1. Then remove \`opt.zero_grad()\` and watch the loss behave erratically — a bug you'll now recognise instantly.`,
      quiz: [
        {
          question: 'What does requires_grad=True do on a tensor?',
          answer:
            'It tells autograd to record operations on that tensor so loss.backward() can compute gradients with respect to it.',
          keyPoints: ['track operations', 'compute gradients', 'backward'],
        },
        {
          question: 'What do opt.zero_grad(), loss.backward() and opt.step() each do?',
          answer:
            'zero_grad clears old gradients, backward computes new gradients of the loss, and step updates the parameters using those gradients.',
          keyPoints: ['clear gradients', 'compute gradients', 'update parameters'],
        },
        {
          question: 'Why does forgetting zero_grad break training?',
          answer:
            'PyTorch accumulates gradients across backward calls, so each update would use the sum of all past gradients instead of the current one.',
          keyPoints: ['gradients accumulate', 'sum of past gradients', 'wrong updates'],
        },
        {
          question: 'How do you run a model on a GPU when available?',
          answer:
            'Choose device = "cuda" if torch.cuda.is_available() else "cpu" and move both the model and every input tensor to it with .to(device).',
          keyPoints: ['torch.cuda.is_available', '.to(device)', 'model and data'],
        },
      ],
      handsOnTask:
        'Install PyTorch, reproduce the autograd example and check the gradients against the day-7 formula by hand. Then train linear regression on two standardised housing features with torch.optim.SGD and compare the weights with scikit-learn\u2019s LinearRegression.',
      project: 'Re-implement the predictor\u2019s linear model in PyTorch using autograd and an optimiser.',
      exercise:
        'Replace SGD with torch.optim.Adam(lr=0.05) and compare how many epochs each needs to reach a loss below 0.02.',
      beginnerTip:
        'Use .item() to get a Python number from a one-element tensor and .detach().numpy() to get an array for plotting.',
      advancedNote:
        'Autograd builds a dynamic computation graph during the forward pass and frees it after backward(), so Python control flow (loops, ifs) works naturally. torch.compile (PyTorch 2) can fuse operations into optimised kernels for faster training without changing model code.',
    },
    {
      topicName: 'Training a neural network in PyTorch: Module, DataLoader and the training loop',
      explanation: `Real PyTorch code has a standard shape: a **Dataset/DataLoader** that serves mini-batches, an \`nn.Module\` that defines the network, a **loss function**, an **optimiser**, and a training loop with separate train and evaluation phases. Learn this skeleton once; it scales from digits to large vision and language models.

\`\`\`python
import torch
from torch import nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
scaler = StandardScaler().fit(X_train)                      # digits, 64 features
as_float = lambda a: torch.tensor(a, dtype=torch.float32)
train_ds = TensorDataset(as_float(scaler.transform(X_train)), torch.tensor(y_train))
train_dl = DataLoader(train_ds, batch_size=64, shuffle=True)
test_X, test_y = as_float(scaler.transform(X_test)), torch.tensor(y_test)

class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Dropout(0.2),
                                 nn.Linear(128, 10))        # 10 logits
    def forward(self, x):
        return self.net(x)

model = MLP()
loss_fn = nn.CrossEntropyLoss()                             # takes raw logits
opt = torch.optim.Adam(model.parameters(), lr=1e-3)

for epoch in range(20):
    model.train()                                           # dropout ON
    for xb, yb in train_dl:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad(); loss.backward(); opt.step()
    model.eval()                                            # dropout OFF
    with torch.no_grad():                                   # no graph, less memory
        acc = (model(test_X).argmax(dim=1) == test_y).float().mean().item()
    print(epoch + 1, round(loss.item(), 3), round(acc, 3))  # reaches ≈ 0.97

torch.save(model.state_dict(), "digits_mlp.pt")             # save weights only
\`\`\`

\`nn.Linear\` layers hold weights; \`nn.Sequential\` chains layers; \`forward\` defines the computation. \`DataLoader\` shuffles and batches each epoch. \`CrossEntropyLoss\` expects **raw logits** and integer class labels — don't apply softmax yourself. **Dropout** randomly zeroes 20% of activations during training to reduce overfitting. To load later: create \`MLP()\`, call \`load_state_dict(torch.load("digits_mlp.pt"))\`, then \`eval()\`.

**Common mistake:** forgetting \`model.eval()\` (and \`torch.no_grad()\`) when evaluating or predicting. In training mode dropout keeps zeroing activations randomly (and batch-norm layers keep updating statistics), so predictions become noisy and accuracy looks lower and different every run. Always switch with \`model.train()\` / \`model.eval()\` at the start of each phase.

**Check it works:** accuracy should climb past 0.95 within about 10 epochs. Evaluate the same test set twice in train mode and twice in eval mode: train-mode results differ between runs, eval-mode results are identical.`,
      quiz: [
        {
          question: 'What are the roles of Dataset, DataLoader and nn.Module?',
          answer:
            'A Dataset gives access to individual examples, a DataLoader shuffles and batches them, and an nn.Module defines the network\u2019s layers and forward computation.',
          keyPoints: ['Dataset examples', 'DataLoader batches', 'Module defines network'],
        },
        {
          question: 'Why should you not apply softmax before nn.CrossEntropyLoss?',
          answer:
            'CrossEntropyLoss expects raw logits and applies log-softmax internally; adding softmax yourself distorts the loss and gradients.',
          keyPoints: ['expects raw logits', 'softmax inside'],
        },
        {
          question: 'Why call model.eval() and use torch.no_grad() when evaluating?',
          answer:
            'eval() turns off dropout and freezes batch-norm statistics so predictions are deterministic; no_grad() skips building the gradient graph, saving memory and time.',
          keyPoints: ['dropout off', 'deterministic predictions', 'no gradient graph'],
        },
        {
          question: 'How do you save and reload a PyTorch model?',
          answer:
            'Save model.state_dict() with torch.save, then create the same model class, call load_state_dict(torch.load(path)) and switch to eval().',
          keyPoints: ['state_dict', 'torch.save', 'load_state_dict'],
        },
      ],
      handsOnTask:
        'Implement the digits MLP training loop, print train loss and test accuracy per epoch, save the weights, and reload them into a fresh model to confirm identical test accuracy. Then compare test accuracy with and without dropout over 40 epochs.',
      project: 'Build a reusable PyTorch training-loop template (data, model, loop, evaluation, saving).',
      exercise:
        'Turn the loop into a function train(model, train_dl, val_data, epochs, lr) that returns lists of losses and accuracies, and plot both curves.',
      beginnerTip:
        'Print shapes of xb, yb and model(xb) for the first batch; most PyTorch errors are shape or dtype mismatches you can see right there.',
      advancedNote:
        'Add a validation set with early stopping on validation loss, a learning-rate scheduler (torch.optim.lr_scheduler.OneCycleLR) and, on GPUs, mixed precision with torch.autocast for speed. Libraries such as PyTorch Lightning wrap this loop while keeping the same concepts.',
    },
    {
      topicName: 'Capstone kickoff: framing a churn-prediction project',
      explanation: `The capstone is an end-to-end **customer churn** model — the kind of project that exists at every telecom, bank, SaaS and subscription app. You'll use the public **Telco Customer Churn** dataset (IBM sample data, available on Kaggle as "Telco Customer Churn"): 7,043 customers, 19 usable features (contract type, tenure, services, billing, charges) and a \`Churn\` label (Yes/No, about 26.5% Yes).

**Frame before you fit.** Write a one-page project brief:
- **Decision:** each month, retention staff call customers flagged at risk and offer a discount.
- **Prediction:** probability that a customer churns in the next period.
- **Metric:** the business cares about catching churners among a limited number of calls, so use **average precision** (PR AUC) and recall at a fixed number of contacts; report ROC AUC too. Accuracy is out: predicting "no churn" for everyone already scores ≈73%.
- **Baseline:** a \`DummyClassifier\` and a simple rule (e.g. "flag all month-to-month customers").
- **Constraints:** features must be known at prediction time; the model must be explainable to the retention team.

\`\`\`python
import pandas as pd

df = pd.read_csv("WA_Fn-UseC_-Telco-Customer-Churn.csv")
print(df.shape)                                   # (7043, 21)
print(df.dtypes["TotalCharges"])                  # object: numbers stored as text!
df["TotalCharges"] = pd.to_numeric(df["TotalCharges"], errors="coerce")
print(df.loc[df["TotalCharges"].isna(), "tenure"].unique())   # [0]: 11 brand-new customers

y = (df["Churn"] == "Yes").astype(int)
X = df.drop(columns=["customerID", "Churn"])
print(y.mean())                                   # ≈ 0.265
print(df.groupby("Contract")["Churn"].apply(lambda s: (s == "Yes").mean()))
# month-to-month ≈ 0.43, one year ≈ 0.11, two year ≈ 0.03
\`\`\`

EDA already tells a story: month-to-month contracts churn more than ten times as often as two-year ones, and churn is concentrated in early tenure. These become hypotheses your model should confirm.

**Common mistake:** leaving \`TotalCharges\` as text. It contains 11 blank strings (customers with zero tenure), so pandas reads the whole column as \`object\`; a \`ColumnTransformer\` would then treat it as a category and one-hot encode ~6,500 unique "values". Convert with \`pd.to_numeric(..., errors="coerce")\` and impute (0 or median) inside the pipeline. Also drop \`customerID\` — an identifier can only memorise, never generalise.

**Check it works:** after conversion, \`X.dtypes\` shows three numeric columns (tenure, MonthlyCharges, TotalCharges) plus \`SeniorCitizen\` as 0/1; the churn rate is ≈26.5%; and your brief fits on one page.`,
      quiz: [
        {
          question: 'Why is accuracy a poor main metric for the churn model?',
          answer:
            'Only about 26.5% of customers churn, so predicting "no churn" for everyone already reaches about 73% accuracy while catching no churners.',
          keyPoints: ['imbalanced', 'predict no churn', 'about 73%'],
        },
        {
          question: 'What is wrong with TotalCharges when the CSV is loaded, and how do you fix it?',
          answer:
            'It is read as text because 11 rows contain blanks (tenure 0); convert with pd.to_numeric(errors="coerce") and impute the missing values in the pipeline.',
          keyPoints: ['stored as text', 'blank values', 'pd.to_numeric coerce'],
        },
        {
          question: 'Why drop customerID from the features?',
          answer:
            'An identifier carries no generalisable information; a model could only memorise it, which does not help on new customers.',
          keyPoints: ['identifier', 'memorise', 'no generalisation'],
        },
        {
          question: 'What should a project brief specify before modelling?',
          answer:
            'The decision the model supports, what exactly is predicted, the evaluation metric, the baseline to beat, and constraints such as available features and explainability.',
          keyPoints: ['decision', 'metric', 'baseline', 'constraints'],
        },
      ],
      handsOnTask:
        'Download the Telco Customer Churn CSV, write the one-page brief (decision, prediction, metric, baseline, constraints), fix TotalCharges and compute churn rate by contract, tenure band and payment method. Score the "flag all month-to-month customers" rule with precision and recall as your first baseline.',
      project: 'Capstone started: churn project brief, cleaned data and baseline rules.',
      exercise:
        'Bin tenure into 0-6, 7-12, 13-24, 25-48 and 49+ months with pd.cut and plot the churn rate per bin.',
      beginnerTip:
        'Keep the brief in the repo\u2019s README and revisit it whenever you are unsure which metric or model to choose.',
      advancedNote:
        'Real churn projects define the label with a time window (e.g. cancels within 60 days after a snapshot date) and build features only from data before the snapshot, which prevents leakage; this static dataset hides that complexity, so mention it in interviews.',
    },
    {
      topicName: 'Capstone: building and comparing churn models',
      explanation: `With the problem framed, build a leakage-proof pipeline and compare model families fairly: same preprocessing, same folds, same metrics, all on the **training** set.

\`\`\`python
from sklearn.model_selection import train_test_split, StratifiedKFold, cross_validate
from sklearn.compose import ColumnTransformer
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.impute import SimpleImputer
from sklearn.preprocessing import OneHotEncoder, StandardScaler
from sklearn.linear_model import LogisticRegression
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.dummy import DummyClassifier

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, stratify=y, random_state=42)

numeric = ["tenure", "MonthlyCharges", "TotalCharges"]
categorical = [c for c in X.columns if c not in numeric]
prep = ColumnTransformer([
    ("num", make_pipeline(SimpleImputer(strategy="median"), StandardScaler()), numeric),
    ("cat", OneHotEncoder(handle_unknown="ignore"), categorical),
])
models = {
    "dummy": DummyClassifier(strategy="prior"),
    "logreg": LogisticRegression(max_iter=1000),
    "boosting": HistGradientBoostingClassifier(learning_rate=0.05, max_iter=300,
                                               early_stopping=True, random_state=42),
}
cv = StratifiedKFold(n_splits=5, shuffle=True, random_state=42)
rows = []
for name, model in models.items():
    pipe = Pipeline([("prep", prep), ("model", model)])
    res = cross_validate(pipe, X_train, y_train, cv=cv,
                         scoring=["roc_auc", "average_precision"])
    rows.append({"model": name,
                 "roc_auc": res["test_roc_auc"].mean(),
                 "avg_precision": res["test_average_precision"].mean(),
                 "ap_std": res["test_average_precision"].std()})
print(pd.DataFrame(rows).round(3))
\`\`\`

The dummy's average precision equals the churn rate (≈0.27) — the floor. On this dataset logistic regression typically reaches a ROC AUC around 0.84 and is **as good as or better than** gradient boosting: the signal is mostly additive (contract, tenure, fibre internet, electronic check), so a linear model captures it, and it's easier to explain. That's a valuable, honest finding: the fancier model isn't automatically the winner.

Next, tune the front-runners modestly (\`C\` for logistic regression; learning rate, leaf size for boosting) with \`RandomizedSearchCV\` on the same folds, and compare **mean ± std**: differences smaller than the fold-to-fold standard deviation aren't meaningful. If two models tie, pick the simpler, more explainable one.

**Common mistake:** comparing models on different splits or preprocessing — e.g. boosting tuned with 5-fold CV, logistic regression with a single split, or scaling fitted once outside CV for one of them. Differences then reflect the procedure, not the model. Fix one \`cv\` object and one preprocessing definition and reuse them for every candidate; keep the test set untouched until the final choice.

**Check it works:** the table should show both real models far above the dummy's average precision; fold standard deviations around 0.02–0.03 tell you how big a difference must be to matter. Write a one-line justification for the model you carry forward.`,
      quiz: [
        {
          question: 'What average precision does a dummy classifier get, and why?',
          answer: 'About the positive rate (≈0.27 here), because it ranks customers no better than random.',
          keyPoints: ['equals churn rate', 'random ranking', 'floor'],
        },
        {
          question: 'How do you make a fair comparison between model families?',
          answer:
            'Use the same preprocessing pipeline, the same cross-validation folds and the same metrics on the training set, and compare mean and standard deviation.',
          keyPoints: ['same folds', 'same preprocessing', 'same metrics'],
        },
        {
          question: 'Why might logistic regression match gradient boosting on the churn data?',
          answer:
            'The main effects (contract, tenure, fibre internet, payment method) are largely additive, which a linear model captures well.',
          keyPoints: ['additive effects', 'linear captures signal'],
        },
        {
          question:
            'When two models score within one standard deviation of each other, which should you choose?',
          answer:
            'The simpler, more explainable and cheaper one, since the score difference is not meaningful.',
          keyPoints: ['not meaningful difference', 'simpler model', 'explainable'],
        },
      ],
      handsOnTask:
        'Build the shared preprocessing and 5-fold stratified comparison for dummy, logistic regression and HistGradientBoosting on the churn training set, then run a small randomized search for each real model. Produce a results table with mean and std for ROC AUC and average precision and justify your choice in two sentences.',
      project: 'The churn capstone has a fair model comparison and a chosen, tuned model.',
      exercise:
        'Add a RandomForestClassifier to the comparison with class_weight="balanced" and see whether it changes ranking quality (average precision) or only recall at 0.5.',
      beginnerTip:
        'Store every experiment\u2019s scores in one DataFrame and save it as CSV; you will need the numbers for the README and interviews.',
      advancedNote:
        'Repeated stratified k-fold (RepeatedStratifiedKFold) gives more stable estimates for small datasets, and a paired comparison across identical folds (or a corrected resampled t-test) is the proper way to test whether one model is genuinely better.',
    },
    {
      topicName: 'Capstone: choosing a threshold by cost, calibration and error analysis',
      explanation: `A churn model outputs probabilities, but the retention team needs a **yes/no call list**. The threshold should come from **business costs**, and using probabilities that way requires them to be **calibrated** (a predicted 30% should mean about 30% of such customers churn).

Use out-of-fold predictions on the training set so every customer is scored by a model that didn't see them:

\`\`\`python
import numpy as np
from sklearn.model_selection import cross_val_predict
from sklearn.calibration import CalibrationDisplay
from sklearn.metrics import brier_score_loss

proba = cross_val_predict(best, X_train, y_train, cv=cv, method="predict_proba")[:, 1]

OFFER_COST = 500        # ₹ discount per contacted customer
CUSTOMER_VALUE = 6000   # ₹ margin kept if a churner stays
SAVE_RATE = 0.30        # share of contacted churners the offer retains

def profit(t):
    flagged = proba >= t
    saved = SAVE_RATE * (flagged & (y_train == 1)).sum()
    return saved * CUSTOMER_VALUE - flagged.sum() * OFFER_COST

thresholds = np.linspace(0.05, 0.95, 91)
best_t = thresholds[np.argmax([profit(t) for t in thresholds])]
print(best_t, profit(best_t), profit(0.5))      # optimum well below 0.5

CalibrationDisplay.from_predictions(y_train, proba, n_bins=10)
print(brier_score_loss(y_train, proba))         # lower is better
\`\`\`

Theory predicts the answer: contact a customer when expected gain beats cost, \`p × 0.30 × 6000 > 500\`, i.e. \`p > 500 / 1800 ≈ 0.28\`. The search lands close to that, far below the default 0.5, because missing a churner costs more than an unnecessary discount. This shortcut only works if probabilities are calibrated — check the **calibration curve** (points near the diagonal) and the **Brier score**. Logistic regression is usually well calibrated; boosted trees and class-weighted models often aren't, and \`CalibratedClassifierCV\` can fix them.

**Error analysis:** inspect the churners you miss (\`y == 1\` but \`proba < best_t\`). Group them by contract, tenure and services: are they long-tenure customers who left suddenly (perhaps after a price change the data doesn't capture)? That suggests new features or data to request. Also look at false positives — are they cheap to contact anyway?

**Common mistake:** picking the threshold on the **test** set, or on in-sample training predictions (which are overconfident). Choose it on out-of-fold or validation predictions, then apply it *once* to the test set and report the test profit, precision and recall as your final, honest numbers.

**Check it works:** plot profit against threshold — a hump with the peak near 0.28 if calibrated; the test-set profit at your chosen threshold should be in the same range as the cross-validated estimate scaled to the test size.`,
      quiz: [
        {
          question: 'Why is 0.5 rarely the right decision threshold for churn?',
          answer:
            'The costs of errors are unequal: missing a churner loses more value than an unnecessary offer, so the profit-maximising threshold is usually lower.',
          keyPoints: ['unequal costs', 'missing churner costly', 'lower threshold'],
        },
        {
          question:
            'With an offer cost of 500, customer value of 6,000 and a 30% save rate, what threshold does theory suggest?',
          answer: 'Contact when p x 0.30 x 6000 > 500, so p > 500/1800, about 0.28.',
          keyPoints: ['expected gain vs cost', '500/1800', 'about 0.28'],
        },
        {
          question: 'What does it mean for a model to be well calibrated?',
          answer:
            'Its predicted probabilities match observed frequencies: among customers given about 30%, about 30% actually churn.',
          keyPoints: ['probabilities match frequencies', 'calibration curve'],
        },
        {
          question: 'Why use out-of-fold predictions to choose the threshold?',
          answer:
            'In-sample predictions are overconfident and the test set must stay untouched; out-of-fold predictions come from models that did not see those rows.',
          keyPoints: ['out-of-fold', 'not overconfident', 'test untouched'],
        },
      ],
      handsOnTask:
        'Compute out-of-fold probabilities for your chosen churn model, plot the calibration curve and the profit-vs-threshold curve with your own cost assumptions, and pick a threshold. Apply it once to the test set and report precision, recall, number of calls per 1,000 customers and expected profit; list three patterns among missed churners.',
      project:
        'The churn model has a cost-based threshold, a calibration check and an error-analysis write-up; the final test score is recorded.',
      exercise:
        'Wrap a HistGradientBoosting model in CalibratedClassifierCV(method="isotonic", cv=5) and compare its calibration curve and Brier score with the uncalibrated version.',
      beginnerTip:
        'Ask the business for rough costs even if they are uncertain; a threshold based on approximate costs beats an arbitrary 0.5.',
      advancedNote:
        'Uplift (treatment-effect) models predict who will be persuaded by the offer rather than who will churn, which is what the retention budget really needs; they require data from a randomised campaign. Calibration can drift over time, so monitor it in production.',
    },
    {
      topicName: 'Serving the model with FastAPI',
      explanation: `A model in a notebook helps no one. Serving it behind an **HTTP API** lets a CRM, dashboard or mobile app request predictions. **FastAPI** is the standard Python choice: you declare the input with type hints and **Pydantic** validates every request automatically.

Save the fitted pipeline *and* the threshold together: \`joblib.dump({"model": best, "threshold": best_t}, "churn_model.joblib")\`.

\`\`\`python
# serve.py     run: uvicorn serve:app --reload
from contextlib import asynccontextmanager
from typing import Literal

import joblib
import pandas as pd
from fastapi import FastAPI
from pydantic import BaseModel, Field

artifacts: dict = {}

@asynccontextmanager
async def lifespan(app: FastAPI):
    artifacts.update(joblib.load("churn_model.joblib"))   # load ONCE at startup
    yield

app = FastAPI(title="Churn API", lifespan=lifespan)

YesNo = Literal["Yes", "No"]

class Customer(BaseModel):
    gender: Literal["Male", "Female"]
    SeniorCitizen: int = Field(ge=0, le=1)
    Partner: YesNo
    Dependents: YesNo
    tenure: int = Field(ge=0, le=100)
    PhoneService: YesNo
    MultipleLines: str
    InternetService: Literal["DSL", "Fiber optic", "No"]
    OnlineSecurity: str
    OnlineBackup: str
    DeviceProtection: str
    TechSupport: str
    StreamingTV: str
    StreamingMovies: str
    Contract: Literal["Month-to-month", "One year", "Two year"]
    PaperlessBilling: YesNo
    PaymentMethod: str
    MonthlyCharges: float = Field(gt=0)
    TotalCharges: float | None = None

@app.post("/predict")
def predict(customer: Customer) -> dict:
    row = pd.DataFrame([customer.model_dump()])          # same columns as training
    proba = float(artifacts["model"].predict_proba(row)[0, 1])
    return {"churn_probability": round(proba, 3),
            "contact": proba >= artifacts["threshold"]}

@app.get("/health")
def health() -> dict:
    return {"status": "ok", "model_loaded": "model" in artifacts}
\`\`\`

Run \`pip install fastapi uvicorn\`, then \`uvicorn serve:app --reload\`, and open http://127.0.0.1:8000/docs — FastAPI generates interactive documentation where you can send test requests. A request with \`tenure: -3\` or a missing field gets an automatic **422** response explaining the problem, before your model ever sees bad data. Because the whole preprocessing pipeline is inside the saved model, the API passes raw fields — exactly what it was trained on.

Test it like any code: \`fastapi.testclient.TestClient(app)\` inside a \`with\` block (which runs the lifespan startup) lets pytest post requests and assert on responses.

**Common mistake:** loading the model inside the endpoint function. \`joblib.load\` then runs on **every request**, adding hundreds of milliseconds and memory churn. Load once at startup (the \`lifespan\` handler) and reuse it. A second, subtler one is **training–serving skew**: computing a feature differently in the API than in training (e.g. blank TotalCharges sent as \`""\` instead of null). Keeping all feature logic in the pipeline avoids it.

**Check it works:** \`curl -X POST localhost:8000/predict -H "Content-Type: application/json" -d @customer.json\` returns a probability and a contact flag; a new customer on a month-to-month fibre plan paying by electronic check should score high; an invalid payload returns 422; and \`/health\` reports the model loaded.`,
      quiz: [
        {
          question: 'Why declare the request body as a Pydantic model?',
          answer:
            'FastAPI validates every request against it automatically, returning a 422 error for missing or invalid fields before the model runs, and documents the API.',
          keyPoints: ['automatic validation', '422 error', 'documentation'],
        },
        {
          question: 'Why load the model at startup instead of inside the endpoint?',
          answer:
            'Loading inside the endpoint repeats an expensive joblib.load on every request, making responses slow; loading once and reusing it is fast.',
          keyPoints: ['load once', 'every request slow', 'startup'],
        },
        {
          question: 'What is training-serving skew?',
          answer:
            'When features are computed differently at prediction time than during training, so the model receives inputs unlike what it learned from.',
          keyPoints: ['different feature computation', 'training vs serving'],
        },
        {
          question: 'How do you try the API interactively?',
          answer: 'Run it with uvicorn and open the auto-generated /docs page, or send requests with curl.',
          keyPoints: ['uvicorn', '/docs', 'curl'],
        },
      ],
      handsOnTask:
        'Save your churn pipeline and threshold with joblib, build serve.py with /predict and /health, and run it with uvicorn. Send one valid and one invalid request from /docs or curl, and write two pytest tests using TestClient for them.',
      project: 'The churn model is served by a validated FastAPI endpoint with tests.',
      exercise:
        'Add a /predict_batch endpoint that accepts a list of customers and returns probabilities for all of them in one model call.',
      beginnerTip:
        'If /predict returns 422, read the "detail" field in the response: it names the exact field and problem.',
      advancedNote:
        'Plain def endpoints run in a thread pool, so CPU-bound predict calls do not block the event loop; for heavy models run several uvicorn workers or a dedicated model server. Containerise with a slim Docker image and pin scikit-learn to the training version.',
    },
    {
      topicName: 'Responsible ML in production: monitoring, drift and fairness checks',
      explanation: `Deployment is the start of a model's life, not the end. The world changes, data pipelines break, and a model can quietly become wrong or unfair. Production ML needs **monitoring**, **drift detection** and **fairness checks**, plus enough documentation that someone else can maintain it.

**1. Data drift** — input distributions shift (a new pricing plan, a marketing push bringing younger customers). Compare recent inputs with the training data, feature by feature. The **Population Stability Index (PSI)** is a common score:

\`\`\`python
import numpy as np

def psi(expected, actual, bins=10):
    edges = np.quantile(expected, np.linspace(0, 1, bins + 1))
    edges[0], edges[-1] = -np.inf, np.inf
    e = np.histogram(expected, edges)[0] / len(expected)
    a = np.histogram(actual, edges)[0] / len(actual)
    e, a = np.clip(e, 1e-6, None), np.clip(a, 1e-6, None)
    return float(np.sum((a - e) * np.log(a / e)))

print(psi(X_train["MonthlyCharges"], this_month["MonthlyCharges"]))
# rule of thumb: < 0.1 stable, 0.1–0.25 moderate shift, > 0.25 investigate
\`\`\`

For categories, compare value shares; also watch missing-value rates and unseen categories — often the first sign of a broken upstream pipeline.

**2. Performance monitoring** — labels arrive late (you only know who churned next month), so track prediction distributions daily and actual precision/recall when outcomes arrive. Alert on drops and **retrain** on fresh data on a schedule or when drift crosses a threshold — validating the new model against the old one before switching.

**3. Fairness** — check error rates across groups: recall and false-positive rate by gender, senior-citizen status or region. A churn model that under-flags senior citizens means they systematically miss retention offers.

\`\`\`python
res = pd.DataFrame({"senior": X_test["SeniorCitizen"], "y": y_test,
                    "flag": proba_test >= threshold})
for group, d in res.groupby("senior"):
    recall = d.loc[d["y"] == 1, "flag"].mean()       # churners we catch
    fpr = d.loc[d["y"] == 0, "flag"].mean()          # loyal customers flagged
    print(group, round(recall, 2), round(fpr, 2))
\`\`\`

Simply dropping a sensitive column doesn't guarantee fairness — other features (payment method, region) can act as proxies.

**4. Documentation and reproducibility** — a short **model card**: purpose, training data and period, metrics overall and by group, threshold and its cost rationale, known limitations, owner. Fix random seeds, pin library versions, and version the training data.

**Common mistake:** "deploy and forget". Models fail silently — they keep returning confident probabilities even when an upstream change sends \`MonthlyCharges\` in paise instead of rupees. Automated checks on input ranges, missing rates and drift catch this in days instead of months.

**Check it works:** simulate drift by multiplying \`MonthlyCharges\` by 1.3 for a "new month" sample; PSI should jump well above 0.25 while an unchanged sample stays near 0. Compute recall by group on your test set and note any gap above 5–10 points in the model card.`,
      quiz: [
        {
          question: 'What is data drift and how can you detect it?',
          answer:
            'A change in the distribution of input features over time; detect it by comparing recent data with training data, e.g. with the Population Stability Index or category share comparisons.',
          keyPoints: ['distribution change', 'compare to training', 'PSI'],
        },
        {
          question: 'Why can\u2019t you monitor model accuracy directly in real time for churn?',
          answer:
            'True labels arrive only later (after customers churn or not), so you monitor inputs and predictions immediately and performance once outcomes arrive.',
          keyPoints: ['labels delayed', 'monitor inputs', 'performance later'],
        },
        {
          question: 'How do you check a classifier for fairness?',
          answer:
            'Compare error rates such as recall and false-positive rate across groups (e.g. senior citizens vs others) and investigate large gaps.',
          keyPoints: ['error rates by group', 'recall', 'false positives', 'gaps'],
        },
        {
          question: 'Why is removing a sensitive column not enough to ensure fairness?',
          answer:
            'Other features can act as proxies for the sensitive attribute, so the model can still treat groups differently.',
          keyPoints: ['proxy features', 'still unfair'],
        },
      ],
      handsOnTask:
        'Implement the PSI function, compute it for each numeric churn feature between the training set and a simulated drifted month, and flag features above 0.25. Compute recall and false-positive rate by SeniorCitizen and gender, and write a one-page model card including these results.',
      project: 'The churn capstone gains drift checks, group-wise error analysis and a model card.',
      exercise:
        'Write a validate_inputs(df) function that checks ranges, missing rates and unseen categories against stored training statistics and returns a list of warnings.',
      beginnerTip:
        'Save simple statistics of the training data (min, max, mean, category counts) next to the model file; every monitoring check compares against them.',
      advancedNote:
        'Concept drift (the relationship between features and label changes) cannot be detected from inputs alone; only labelled outcomes reveal it. Tools such as Evidently or NannyML automate drift reports, and NannyML can estimate performance before labels arrive.',
    },
    {
      topicName: 'Job readiness: ML portfolio and interview preparation',
      explanation: `You have two substantial projects: the **house-price predictor** (regression, pipelines, CV, model saving) and the **churn capstone** (classification on messy data, fair model comparison, cost-based threshold, calibration, an API, monitoring and a model card). Today you turn them into job evidence and rehearse the interviews.

**Portfolio README** for each project: the problem and decision it supports; data and its caveats (capped target, blank TotalCharges); validation approach and why; a results table vs baselines; the threshold/cost reasoning; how to run training, tests and the API; limitations and next steps. Recruiters skim the first screen; interviewers will ask about *why* you made each choice — that reasoning is what separates you from tutorial copies.

**Questions that come up again and again** (all covered in this course):
1. Bias–variance trade-off; how you detect and fix overfitting.
2. Precision vs recall; when accuracy misleads; ROC AUC vs PR AUC on imbalanced data.
3. Data leakage — give a concrete example and how pipelines prevent it.
4. L1 vs L2 regularisation.
5. How random forests and gradient boosting differ.
6. How you choose a decision threshold.
7. How you validate time-dependent data.
8. What happens after deployment: drift, monitoring, retraining.
9. Explain gradient descent / backpropagation simply.
10. "Walk me through your project" — a 3-minute story: problem → data → baseline → model → evaluation → impact → what you'd do next.

**ML system-design style question** — "Design a model to flag fraudulent UPI transactions": clarify the decision and latency (real-time, milliseconds); label definition and delay (chargebacks arrive weeks later); features available at transaction time only (leakage!); heavy imbalance → PR metrics, threshold by cost; time-based validation; simple, fast model first (gradient boosting); monitoring and feedback loops; fairness and human review for blocked payments.

**Common mistake:** answering with model names instead of reasoning — "I'd use XGBoost" — before clarifying the objective, metric and data. Interviewers score structure: restate the goal, define success, discuss data and validation, *then* models.

**Check it works:** record yourself doing the 3-minute project walkthrough and answering five questions from the list; replay it and check each answer includes a concrete example from your own projects. Ask a friend to pick a system-design prompt and time you for 20 minutes.`,
      quiz: [
        {
          question: 'What should an ML project README explain beyond the final score?',
          answer:
            'The problem and decision, data caveats, validation approach, results versus baselines, threshold or cost reasoning, how to run it, and limitations.',
          keyPoints: ['problem and decision', 'validation approach', 'baselines', 'limitations'],
        },
        {
          question: 'What is a good structure for the "walk me through your project" answer?',
          answer:
            'Problem, data, baseline, model, evaluation, impact and what you would do next, in about three minutes.',
          keyPoints: ['problem', 'baseline', 'evaluation', 'impact'],
        },
        {
          question:
            'In a fraud-detection design question, why must you discuss label delay and feature timing?',
          answer:
            'Fraud labels (chargebacks) arrive weeks later, and only features available at transaction time can be used; otherwise the model leaks future information.',
          keyPoints: ['labels arrive late', 'features at prediction time', 'leakage'],
        },
        {
          question: 'Why is "I\u2019d use XGBoost" a weak opening answer?',
          answer:
            'It skips the objective, metric, data and validation, which interviewers evaluate more than the choice of algorithm.',
          keyPoints: ['skips objective', 'metric and data', 'reasoning first'],
        },
      ],
      handsOnTask:
        'Publish both projects on GitHub with full READMEs, results tables and run instructions, and add a CI job that runs your pytest suite. Record a 3-minute project walkthrough and answers to five questions from the list, then do one timed 20-minute system-design mock with a friend.',
      project:
        'Both ML projects are published as a portfolio, and you have rehearsed project walkthroughs and ML interview questions.',
      exercise:
        'Write 3-4 sentence answers to: "What is data leakage? Give an example", "Precision vs recall for a cancer test", and "How would you know your deployed model is getting worse?"',
      beginnerTip:
        'For every question, anchor your answer in your own project ("In my churn model, I ..."); concrete experience beats textbook definitions.',
      advancedNote:
        'For ML engineer roles, expect questions on feature stores, batch vs online inference, model versioning and A/B testing models in production; for research-leaning roles, on loss functions, optimisation and reading papers. Tailor your portfolio emphasis accordingly.',
    },
  ],
  advancedDays: [
    {
      topicName: 'Convolutional neural networks for images in PyTorch',
      explanation: `A plain MLP treats an image as a flat list of pixels and ignores that neighbouring pixels belong together. A **convolutional neural network (CNN)** slides small learned filters (e.g. 3×3) across the image; each filter detects a local pattern (an edge, a curve) wherever it appears. Stacking layers builds from edges to shapes to objects. Because the same filter weights are reused at every position (**weight sharing**), CNNs need far fewer parameters than MLPs and are **translation-equivariant**.

A small CNN on scikit-learn's 8×8 digits (no download) shows the structure; the same code scales to MNIST or your own photos via \`torchvision\`:

\`\`\`python
import torch
from torch import nn

X_img = X.reshape(-1, 1, 8, 8) / 16.0      # (N, channels, height, width), pixels 0-1

class SmallCNN(nn.Module):
    def __init__(self, n_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, kernel_size=3, padding=1), nn.ReLU(),   # -> 16 x 8 x 8
            nn.MaxPool2d(2),                                          # -> 16 x 4 x 4
            nn.Conv2d(16, 32, kernel_size=3, padding=1), nn.ReLU(),  # -> 32 x 4 x 4
            nn.MaxPool2d(2),                                          # -> 32 x 2 x 2
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Linear(32 * 2 * 2, n_classes))

    def forward(self, x):
        return self.classifier(self.features(x))

model = SmallCNN()
print(sum(p.numel() for p in model.parameters()))   # 6,090 parameters
# train with the same loop as the MLP lesson (Adam, CrossEntropyLoss, 30 epochs)
# test accuracy ≈ 0.98 vs ≈ 0.97 for the 9,610-parameter MLP
\`\`\`

\`Conv2d(in_channels, out_channels, kernel_size)\` learns \`out_channels\` filters; \`padding=1\` keeps the height and width unchanged for 3×3 kernels. \`MaxPool2d(2)\` halves height and width by keeping the strongest activation in each 2×2 block, adding robustness to small shifts. \`Flatten\` connects the final feature maps to a linear classifier. For real photos, add **data augmentation** (random crops, flips, colour jitter via \`torchvision.transforms.v2\`) and, usually, **transfer learning**: start from a network pretrained on ImageNet (e.g. \`torchvision.models.resnet18(weights="DEFAULT")\`), replace its last layer, and fine-tune on your few thousand images.

**Common mistake:** wrong tensor layout or shape arithmetic. PyTorch expects **NCHW** — (batch, channels, height, width) — while images loaded with PIL/NumPy are usually HWC. Feeding \`(N, 8, 8)\` without a channel axis raises a shape error, and miscounting the size after pooling gives "mat1 and mat2 shapes cannot be multiplied" at the first \`Linear\`. Print \`model.features(x).shape\` for one batch (here \`[1, 32, 2, 2]\`) and size the linear layer from it (or use \`nn.LazyLinear\`).

**Check it works:** the CNN should beat or match the MLP with fewer parameters. Visualise the 16 first-layer filters (\`model.features[0].weight\`) as 3×3 images — many look like edge detectors.`,
      quiz: [
        {
          question: 'Why do CNNs need fewer parameters than MLPs for images?',
          answer:
            'Each convolutional filter is small and its weights are shared across all positions in the image, instead of one weight per pixel per unit.',
          keyPoints: ['small filters', 'weight sharing', 'all positions'],
        },
        {
          question: 'What does MaxPool2d(2) do?',
          answer:
            'It halves the height and width by keeping the maximum value in each 2x2 block, reducing size and adding robustness to small shifts.',
          keyPoints: ['halves size', 'maximum in 2x2', 'robust to shifts'],
        },
        {
          question: 'What tensor layout does PyTorch expect for images?',
          answer: 'NCHW: batch size, channels, height, width.',
          keyPoints: ['NCHW', 'channels before height width'],
        },
        {
          question: 'What is transfer learning for images?',
          answer:
            'Starting from a network pretrained on a large dataset such as ImageNet, replacing its final layer and fine-tuning it on your smaller dataset.',
          keyPoints: ['pretrained network', 'replace last layer', 'fine-tune'],
        },
      ],
      handsOnTask:
        'Train SmallCNN on the 8x8 digits with the PyTorch loop from the MLP lesson and compare test accuracy and parameter count with the MLP. Then fine-tune torchvision\u2019s pretrained resnet18 on a small image folder of your own (two classes, 50+ images each) using ImageFolder and report validation accuracy.',
      project: 'Extend your PyTorch toolkit with CNNs and transfer learning for image tasks.',
      exercise:
        'Add a third conv block to SmallCNN, work out the new feature-map shape by hand, and verify it by printing model.features(x).shape.',
      beginnerTip:
        'When a shape error appears, print x.shape after each layer in forward(); the first unexpected shape is your bug.',
      advancedNote:
        'Batch normalisation and residual (skip) connections are what made very deep CNNs like ResNet trainable; for images, vision transformers now compete with CNNs at scale, but CNNs remain strong and efficient on small data and edge devices.',
    },
    {
      topicName: 'Transformers and pretrained models with Hugging Face',
      explanation: `Modern language and vision AI is built on the **transformer** architecture. Its key mechanism, **self-attention**, lets every token (word piece) in a sequence weigh every other token when building its representation, so "bank" can be read differently in "river bank" and "bank loan". Transformers are **pretrained** on huge corpora, then reused. For practitioners, three reuse patterns matter:

**1. Ready-made pipelines** for common tasks:

\`\`\`python
from transformers import pipeline

sentiment = pipeline("sentiment-analysis",
                     model="distilbert/distilbert-base-uncased-finetuned-sst-2-english")
print(sentiment(["Delivery was quick and support was helpful",
                 "Refund still not processed after 3 weeks"]))
# [{'label': 'POSITIVE', 'score': 0.99...}, {'label': 'NEGATIVE', 'score': 0.99...}]
\`\`\`

**2. Embeddings as features** — convert text to dense vectors that capture meaning, then train a small classic model on top. Often the best trade-off for small labelled datasets:

\`\`\`python
from sentence_transformers import SentenceTransformer
from sklearn.linear_model import LogisticRegression

encoder = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")
X_train_emb = encoder.encode(train_texts, batch_size=64, normalize_embeddings=True)  # (n, 384)
clf = LogisticRegression(max_iter=1000).fit(X_train_emb, train_labels)
print(clf.score(encoder.encode(test_texts, normalize_embeddings=True), test_labels))
\`\`\`

Semantically similar sentences ("my money hasn't come back" / "refund not received") get nearby vectors even with no shared words — something TF-IDF cannot do. The same embeddings power semantic search and retrieval-augmented generation (RAG).

**3. Fine-tuning** all or part of a pretrained model on your labelled data (Hugging Face \`Trainer\`, or parameter-efficient methods such as LoRA via the \`peft\` library) — highest accuracy, most compute.

Start with the cheapest option that meets the requirement, and always compare against the TF-IDF baseline from week 3.

**Common mistake:** ignoring the model's **input limits and domain**. Transformers have a maximum sequence length (512 tokens for BERT-style models; all-MiniLM-L6-v2 truncates at 256 word pieces by default), so long documents are silently truncated; chunk them. And a model fine-tuned on English movie reviews may misread Hinglish support tickets — evaluate on *your* data before trusting reported benchmarks. Also check the model's licence before commercial use.

**Check it works:** on a labelled text dataset (e.g. SMS spam), compare TF-IDF + logistic regression with embeddings + logistic regression using the same split and metric; note accuracy, training time and inference time per 1,000 texts.`,
      quiz: [
        {
          question: 'What does self-attention let a transformer do?',
          answer:
            'Each token weighs all other tokens in the sequence when computing its representation, so meaning depends on context.',
          keyPoints: ['tokens attend to each other', 'context', 'weighted'],
        },
        {
          question:
            'Why are sentence embeddings plus logistic regression a good option for small labelled datasets?',
          answer:
            'The pretrained encoder already captures meaning, so a simple, fast classifier on the embeddings can learn from few labels without costly fine-tuning.',
          keyPoints: ['pretrained meaning', 'simple classifier', 'few labels', 'no fine-tuning'],
        },
        {
          question: 'What can embeddings capture that TF-IDF cannot?',
          answer: 'Semantic similarity between texts that use different words with the same meaning.',
          keyPoints: ['semantic similarity', 'different words same meaning'],
        },
        {
          question: 'What happens to text longer than a transformer\u2019s maximum sequence length?',
          answer: 'It is truncated, silently dropping the rest; long documents must be chunked.',
          keyPoints: ['truncated', 'chunk documents'],
        },
      ],
      handsOnTask:
        'Using a labelled text dataset (SMS spam or your own support tickets), compare TF-IDF + logistic regression with all-MiniLM-L6-v2 embeddings + logistic regression on the same split. Report F1, training time and prediction time per 1,000 texts, and list three examples where the two models disagree.',
      project: 'Add pretrained-embedding text features to your toolkit and benchmark them against TF-IDF.',
      exercise:
        'Build a tiny semantic search: embed 50 FAQ answers, embed a user question, and return the top 3 answers by cosine similarity (a dot product of normalised embeddings).',
      beginnerTip:
        'Models download on first use and are cached under ~/.cache/huggingface; the first run is slow, later runs are fast.',
      advancedNote:
        'Attention cost grows quadratically with sequence length, which drives research into efficient attention and long-context models. For domain adaptation with little compute, LoRA trains small low-rank adapter matrices while freezing the base model, cutting memory needs dramatically.',
    },
    {
      topicName: 'LightGBM and XGBoost: early stopping, categorical features and tuning',
      explanation: `scikit-learn's \`HistGradientBoosting\` is excellent, but many teams and competitions use **LightGBM** (Microsoft) or **XGBoost**: highly optimised gradient-boosting libraries with extra controls, GPU support and scikit-learn-compatible wrappers. The ideas are the ones you know — trees fitted to gradients, learning rate, tree size — plus a few practical features.

\`\`\`python
import lightgbm as lgb
from sklearn.metrics import average_precision_score

cat_cols = X.select_dtypes("object").columns
X[cat_cols] = X[cat_cols].astype("category")          # native categorical handling

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, stratify=y, random_state=42)
X_tr, X_val, y_tr, y_val = train_test_split(
    X_train, y_train, test_size=0.2, stratify=y_train, random_state=42)

model = lgb.LGBMClassifier(
    n_estimators=2000,          # upper bound; early stopping picks the real number
    learning_rate=0.03,
    num_leaves=15,              # main complexity control (leaf-wise growth)
    min_child_samples=40,       # minimum rows per leaf
    subsample=0.8, subsample_freq=1,   # row sampling per tree
    colsample_bytree=0.8,       # feature sampling per tree
    verbose=-1,
)
model.fit(X_tr, y_tr, eval_set=[(X_val, y_val)], eval_metric="average_precision",
          callbacks=[lgb.early_stopping(100, verbose=False)])
print(model.best_iteration_)                          # e.g. ~120 trees, not 2,000
print(average_precision_score(y_test, model.predict_proba(X_test)[:, 1]))
\`\`\`

LightGBM grows trees **leaf-wise** (splitting the most promising leaf anywhere), so \`num_leaves\` matters more than depth; it reads pandas \`category\` columns directly, no one-hot encoding needed. XGBoost's equivalent: \`xgb.XGBClassifier(n_estimators=2000, learning_rate=0.03, max_depth=5, subsample=0.8, colsample_bytree=0.8, early_stopping_rounds=100, enable_categorical=True, tree_method="hist")\` fitted with \`eval_set=[(X_val, y_val)]\`. (The newest LightGBM releases also accept \`eval_X=\`/\`eval_y=\` in place of \`eval_set\`.)

A practical tuning order: fix a smallish learning rate (0.03–0.1) and use early stopping for the number of trees; tune tree size (\`num_leaves\` / \`max_depth\`, \`min_child_samples\`); then sampling (\`subsample\`, \`colsample_bytree\`) and regularisation (\`reg_lambda\`). Lower the learning rate at the end for a final small gain.

**Common mistake:** using the **test set** as the early-stopping \`eval_set\`. Early stopping selects the number of trees by watching that set's score, so it's a form of tuning — the test score becomes optimistic. Carve a separate validation set out of the training data (as above), or use CV. Also, on small datasets like churn, boosting may not beat a well-built logistic regression: always keep the simple baseline in the table.

**Check it works:** \`best_iteration_\` should be far below 2,000; the validation curve (\`model.evals_result_\`) should rise then flatten; and the test average precision should be compared honestly against your logistic-regression result from the capstone.`,
      quiz: [
        {
          question: 'What does early stopping do in LightGBM or XGBoost?',
          answer:
            'It watches the score on a validation set and stops adding trees when it has not improved for a set number of rounds, choosing the number of trees automatically.',
          keyPoints: ['validation set', 'stops adding trees', 'number of trees'],
        },
        {
          question: 'Why must the early-stopping eval_set not be the test set?',
          answer:
            'Early stopping uses that set to choose the model, so it would leak the test set into training decisions and make the test score optimistic.',
          keyPoints: ['model selection', 'leaks test set', 'optimistic'],
        },
        {
          question: 'How does LightGBM handle categorical features?',
          answer:
            'It uses pandas category dtype columns natively, finding splits over categories without one-hot encoding.',
          keyPoints: ['category dtype', 'native', 'no one-hot'],
        },
        {
          question: 'Why is num_leaves the key complexity parameter in LightGBM?',
          answer:
            'LightGBM grows trees leaf-wise, so the number of leaves, rather than depth, mainly limits how complex each tree can become.',
          keyPoints: ['leaf-wise growth', 'limits complexity'],
        },
      ],
      handsOnTask:
        'Train LightGBM (and XGBoost if you like) on the churn data with native categoricals and early stopping on a validation split, then compare test average precision and ROC AUC with your capstone logistic regression and HistGradientBoosting. Plot the validation metric per boosting round.',
      project:
        'The churn capstone\u2019s comparison includes a tuned LightGBM model with proper early stopping.',
      exercise:
        'Run the same LightGBM model with learning rates 0.1, 0.03 and 0.01 and record best_iteration_ and validation average precision for each.',
      beginnerTip:
        'Set n_estimators high and let early stopping decide; tuning the number of trees by hand wastes time.',
      advancedNote:
        'XGBoost uses second-order (Newton) gradient information and level-wise growth by default; LightGBM adds gradient-based one-side sampling and exclusive feature bundling for speed. For monotonic business rules (price up, demand down), both support monotone_constraints.',
    },
    {
      topicName: 'MLOps essentials: experiment tracking and model registry with MLflow',
      explanation: `After a few weeks of work, questions pile up: which settings produced the model in production? What was its validation score? Which data version? **Experiment tracking** records every training run's parameters, metrics, artefacts and code version automatically, and a **model registry** manages which model version is approved for use. **MLflow** is the most widely used open-source tool for both.

\`\`\`bash
pip install mlflow
mlflow ui            # dashboard at http://127.0.0.1:5000
\`\`\`

\`\`\`python
import mlflow
import mlflow.sklearn
from sklearn.model_selection import cross_validate

mlflow.set_experiment("churn")

for C in [0.1, 1.0, 10.0]:
    with mlflow.start_run(run_name=f"logreg-C{C}"):
        pipe = Pipeline([("prep", prep), ("model", LogisticRegression(C=C, max_iter=1000))])
        res = cross_validate(pipe, X_train, y_train, cv=cv,
                             scoring=["roc_auc", "average_precision"])
        mlflow.log_params({"model": "logreg", "C": C, "cv_folds": 5,
                           "data_version": "telco-2025-01"})
        mlflow.log_metric("cv_roc_auc", res["test_roc_auc"].mean())
        mlflow.log_metric("cv_avg_precision", res["test_average_precision"].mean())
        pipe.fit(X_train, y_train)
        mlflow.sklearn.log_model(pipe, "model")             # saves the pipeline + environment
        mlflow.log_artifact("reports/calibration.png")      # any file: plots, model card
\`\`\`

In the UI you can sort runs by metric, compare parameters side by side and download any run's model. Each logged model carries its Python environment (\`requirements.txt\`/\`conda.yaml\`), so it can be reloaded with \`mlflow.sklearn.load_model("runs:/<run_id>/model")\` or served with \`mlflow models serve\`. Registering the best run's model creates a versioned entry (v1, v2…) with aliases such as "champion", which deployment code loads by name instead of by file path — so promoting or rolling back a model is a registry change, not a code change.

MLOps also covers: reproducible pipelines (fixed seeds, pinned versions, data versioning with DVC or dated snapshots), CI that retrains and runs evaluation tests, and automated checks that a new model beats the current champion on the same validation data before promotion.

**Common mistake:** tracking only the winning run, or logging metrics without the **data version and code commit**. Six months later you can't reproduce or explain the model. Log every run (failures teach too), include a data identifier and let MLflow record the git commit (it does automatically when run inside a git repo). Don't log secrets or personal data as parameters or artefacts.

**Check it works:** run the loop, open the MLflow UI, and sort the three runs by \`cv_avg_precision\`; reload the best model by run ID in a fresh Python session and reproduce its test-set predictions exactly.`,
      quiz: [
        {
          question: 'What does experiment tracking record for each training run?',
          answer:
            'Parameters, metrics, artefacts such as models and plots, and metadata like the code version and data version.',
          keyPoints: ['parameters', 'metrics', 'artefacts', 'code and data version'],
        },
        {
          question: 'What is a model registry for?',
          answer:
            'Managing versioned models and which version is approved (e.g. the champion alias), so deployment loads models by name and promotion or rollback needs no code change.',
          keyPoints: ['versioned models', 'approved version', 'rollback'],
        },
        {
          question: 'Why log the data version with every run?',
          answer:
            'Because a model depends on its training data; without the data version you cannot reproduce or explain the model later.',
          keyPoints: ['reproduce', 'depends on data', 'explain later'],
        },
        {
          question: 'What should be checked before promoting a new model?',
          answer:
            'That it beats the current champion on the same validation data and passes evaluation tests (including fairness and calibration checks).',
          keyPoints: ['beats champion', 'same validation data', 'evaluation tests'],
        },
      ],
      handsOnTask:
        'Track at least six churn experiments (logistic regression with several C values and two boosting configurations) in MLflow with parameters, CV metrics, the data version and the fitted pipeline. Register the best as a model version, then load it by run ID in a new session and confirm identical predictions.',
      project:
        'The churn capstone\u2019s experiments are tracked in MLflow and the chosen model is registered and reloadable.',
      exercise:
        'Enable mlflow.sklearn.autolog() and retrain one pipeline; compare what autologging records with your manual logging.',
      beginnerTip:
        'Give runs descriptive names (logreg-C1, lgbm-lr0.03) so the UI table is readable at a glance.',
      advancedNote:
        'MLflow stores runs in a local mlruns folder by default; teams point MLFLOW_TRACKING_URI at a shared server with a database backend and object storage. Feature stores and orchestration tools (Airflow, Prefect, Kubeflow) complete the production picture.',
    },
  ],
};
