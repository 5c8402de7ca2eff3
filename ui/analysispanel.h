// The side panel: the verdict in words and the facts behind it (side to move, game state,
// legality, best moves, best line, games left, board code).
#pragma once

#include <QTimer>
#include <QWidget>

class MessageBar;
class PositionModel;
class QGridLayout;
class QLabel;
class OutcomeChip;

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(PositionModel* model, QWidget* parent = nullptr);

    // Brings the texts up to date now (they follow the model on the next turn of the event
    // loop by themselves).
    void refresh();

    // The texts shown, for tests and the accessibility tree.
    QString verdict() const;
    QString sideToMove() const;
    QString gameState() const;
    QString legality() const;
    QString bestMoves() const;
    QString bestLine() const;
    QString gamesLeft() const;
    // Shown under the verdict while the position is not legal, a sentence per broken rule.
    MessageBar* legalityBanner() const { return m_banner; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refreshBanner();
    QLabel* addRow(QGridLayout* grid, const QString& title);

    PositionModel* m_model;
    QTimer m_refreshTimer;
    OutcomeChip* m_chip;
    QLabel* m_verdict;
    MessageBar* m_banner;
    QLabel* m_sideToMove;
    QLabel* m_gameState;
    QLabel* m_legality;
    QLabel* m_bestMoves;
    QLabel* m_bestLine;
    QLabel* m_gamesLeft;
    QLabel* m_boardCode;
};
